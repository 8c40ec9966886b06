// Share an article: X, LinkedIn, Facebook, Telegram and e-mail links with the address and title encoded, and a
// Copy link button that confirms for 2 seconds.
import { useEffect, useState } from 'react';

export const COPIED_FOR_MS = 2_000;

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'E-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  /** Which copy the confirmation shows for (0: none); each copy starts its own 2 seconds. */
  const [copied, setCopied] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(0), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setFailed(false);
      setCopied((n) => n + 1);
    } catch {
      setFailed(true);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Share this article" role="group">
      <span className="muted">Share:</span>
      {shareTargets(url, title).map((t) => (
        <a
          key={t.name}
          href={t.href}
          target={t.href.startsWith('mailto:') ? undefined : '_blank'}
          rel="noopener noreferrer"
          className="btn-secondary px-3 py-1"
        >
          {t.name}
          {!t.href.startsWith('mailto:') && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ))}
      <button type="button" className="btn-secondary px-3 py-1" onClick={copy}>
        Copy link
      </button>
      <span role="status" className="text-green-700 dark:text-green-400">
        {copied ? 'Link copied!' : ''}
      </span>
      {failed && (
        <span role="alert" className="form-error">
          Copying is not allowed here: copy the address from the address bar.
        </span>
      )}
    </div>
  );
}
