// Which cached images an invalidation pattern names: pure, so the rule is tested on its own.

/** Whether `text` matches a glob whose only special character is `*`, in linear time (no regex backtracking). */
function globMatches(parts: readonly string[], text: string): boolean {
  const first = parts[0] ?? '';
  if (parts.length === 1) return text === first;
  const last = parts[parts.length - 1] ?? '';
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last))
    return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = text.indexOf(middle, at);
    if (found === -1 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

/**
 * A cached image's source is `youtube/{id}`, `coinmarketcap/{id}`, `chainwire/{path}`, or for the proxy the image's
 * full address. A pattern matches a source whole, or as a folder: `youtube` (or `youtube/`) matches every YouTube
 * still, `coinmarketcap/1` only coin 1 (not 10), `https://i.ytimg.com` every proxied image of that host. `*` stands
 * for any run of characters (`*ytimg*`); every other character is literal.
 */
export function sourceMatcher(pattern: string): (source: string) => boolean {
  const trimmed = pattern.replace(/\*+/g, '*').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '*') return () => true;
  const parts = trimmed.split('*');
  return (source) => {
    if (globMatches(parts, source)) return true;
    for (let i = source.indexOf('/'); i !== -1; i = source.indexOf('/', i + 1)) {
      if (globMatches(parts, source.slice(0, i))) return true;
    }
    return false;
  };
}
