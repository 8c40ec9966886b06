// Breadcrumbs from a path: Home, then one title-cased crumb per segment.

export interface Crumb {
  label: string;
  href: string;
}

export function titleCase(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  return text
    .replace(/\p{Cc}/gu, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Path prefixes that are not pages of their own, and the page their crumb names and leads to instead. */
const CRUMB_TARGETS: Record<string, Crumb> = {
  '/coin': { label: 'Coins', href: '/coins' },
  '/crypto': { label: 'Coins', href: '/coins' },
  // The newsletter's link pages have no /newsletter above them: the sign-up is the home page's Daily Crypto Brief box.
  '/newsletter': { label: 'Newsletter', href: '/#daily-brief' },
};

/**
 * Answers the trail, or an empty list when it would hold only Home. `lastLabel` names the page itself when its
 * route knows better than its address (a coin's name for /coin/btc).
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    const target = last ? undefined : CRUMB_TARGETS[path];
    const label = last && lastLabel ? lastLabel : (target?.label ?? titleCase(segment));
    crumbs.push({ label, href: target?.href ?? path });
  });
  return crumbs;
}
