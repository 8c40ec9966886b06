// The newsroom's sections: each list page's type, address, heading, description and empty text. Browser-safe.
import type { ArticleType } from './rules';

export interface Section {
  type: ArticleType;
  path: string;
  heading: string;
  /** The breadcrumb and the 'Back to …' link. */
  label: string;
  description: string;
  empty: string;
}

export const SECTIONS: Record<ArticleType, Section> = {
  news: {
    type: 'news',
    path: '/news',
    heading: 'Crypto News',
    label: 'News',
    description:
      'The latest crypto news: Bitcoin, Ethereum, altcoins, DeFi, NFTs, regulation, mining, the metaverse and Web3.',
    empty: 'No news articles found.',
  },
  press_release: {
    type: 'press_release',
    path: '/press-releases',
    heading: 'Press Releases',
    label: 'Press Releases',
    description: 'Announcements from companies and projects across the crypto industry.',
    empty: 'No press releases found.',
  },
  interview: {
    type: 'interview',
    path: '/expert-interviews',
    heading: 'Expert Interviews',
    label: 'Expert Interviews',
    description: 'Conversations with the researchers, builders, miners and lawyers shaping crypto.',
    empty: 'No interviews found.',
  },
  tutorial: {
    type: 'tutorial',
    path: '/tutorials',
    heading: 'Tutorials',
    label: 'Tutorials',
    description: 'Step-by-step guides to wallets, charts, DeFi, staking and tracking a portfolio.',
    empty: 'No tutorials found.',
  },
};

/** The section an address belongs to: /press-releases/… is press, /tutorials/… tutorials; anything else news. */
export function sectionAt(pathname: string): Section {
  return (
    Object.values(SECTIONS).find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)) ??
    SECTIONS.news
  );
}

/** A section's list with its search, category and page (page 1 has none): the pager's links and the canonical. */
export function listPath(
  section: Section,
  params: { category?: string | null; search?: string; page?: number },
): string {
  const q = new URLSearchParams();
  if (params.search) q.set('search', params.search);
  if (params.category) q.set('category', params.category);
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const query = q.toString();
  return query ? `${section.path}?${query}` : section.path;
}
