// The feeds' wire formats at the edge: RSS 2.0, Atom, RDF and JSON Feed fetched with a timeout, a size cap and
// conditional GET, parsed by feedsmith, and mapped to article rows (sanitized body, text description, category
// inferred from title and tags, read time, the feed's image). Nothing else in the newsroom knows a feed's shape.
import { createHash } from 'node:crypto';
import { parseFeed } from 'feedsmith';
import { readTextCapped } from '../../platform/capped-body.server';
import { NEWS_CATEGORIES, PRESS_CATEGORY, type NewsCategory } from './categories';
import { excerpt } from './rules';
import { TITLE_MAX } from './schemas';
import { escapeText, htmlToText, imageSources, sanitizeArticleHtml, textToHtml } from './sanitize.server';
import { bodyFields, slugify } from './article-fields.server';
import type { NewArticle } from './article-rows.server';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Items taken from one fetch of one feed: a feed that lists thousands is read in part. */
export const FEED_MAX_ITEMS = 50;

export interface FeedState {
  etag?: string | null;
  lastModified?: string | null;
}

export type FeedFetch =
  | { status: 'unchanged' }
  | { status: 'fetched'; xml: string; etag: string | null; lastModified: string | null };

/** GETs a feed, sending the validators of the last fetch; a 304 answers 'unchanged'. Throws on failure. */
export async function fetchFeed(
  url: string,
  state: FeedState,
  options: { timeoutMs?: number; maxBytes?: number; fetch?: typeof fetch } = {},
): Promise<FeedFetch> {
  const headers: Record<string, string> = {
    Accept:
      'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5',
    'User-Agent': 'BlockcastNewsBot/1.0 (+https://blockcast.example/about)',
  };
  if (state.etag) headers['If-None-Match'] = state.etag;
  if (state.lastModified) headers['If-Modified-Since'] = state.lastModified;
  const res = await (options.fetch ?? fetch)(url, {
    headers,
    redirect: 'follow',
    signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS),
  });
  if (res.status === 304) {
    await res.body?.cancel();
    return { status: 'unchanged' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  const xml = await readTextCapped(res, options.maxBytes ?? FEED_MAX_BYTES);
  return {
    status: 'fetched',
    xml,
    etag: res.headers.get('etag'),
    lastModified: res.headers.get('last-modified'),
  };
}

/** One entry of any feed format, reduced to what an article needs. Title, summary and content are HTML. */
export interface FeedEntry {
  guid?: string;
  title?: string;
  link?: string;
  published?: string;
  summaryHtml?: string;
  contentHtml?: string;
  categories: string[];
  /**
   * The entry's pictures, best first: enclosures and Media RSS before the images of its body. A body's relative
   * `<img src>` is not listed: a bare 'x' or '/pic.jpg' is as often a broken address as the story's picture.
   */
  imageUrls: string[];
  author?: string;
}

type Parsed = ReturnType<typeof parseFeed>;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'value' in v ? text(v.value) : undefined;

/**
 * An Atom text construct as HTML: type 'html' and 'xhtml' are markup, 'text' (the default) is plain text, so its
 * '<' is a character to show, not a tag to drop.
 */
function atomHtml(v: unknown, as: 'body' | 'line' = 'body'): string | undefined {
  const value = text(v);
  if (value === undefined) return undefined;
  const type = v && typeof v === 'object' && 'type' in v && typeof v.type === 'string' ? v.type : 'text';
  return type === 'html' || type === 'xhtml' ? value : plainHtml(value, as);
}

/** Plain text (JSON Feed's fields, Atom's text) as HTML: a body in paragraphs, a title only escaped. */
const plainHtml = (value: string | undefined, as: 'body' | 'line' = 'body') =>
  value === undefined ? undefined : as === 'body' ? textToHtml(value) : escapeText(value);

const present = (values: (string | undefined)[]): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** The feed's title and its entries, whatever the format. Throws when the text is no feed at all. */
export function readFeed(xml: string): { title?: string; entries: FeedEntry[] } {
  const parsed: Parsed = parseFeed(xml);
  switch (parsed.format) {
    case 'rss':
    case 'rdf': {
      const feed = parsed.feed as {
        title?: string;
        items?: {
          title?: string;
          link?: string;
          guid?: { value?: string } | string;
          pubDate?: string;
          description?: string;
          content?: { encoded?: string };
          dc?: { date?: string; creator?: string; dates?: string[]; creators?: string[] };
          categories?: { name?: string }[];
          enclosures?: { url?: string; type?: string }[];
          media?: {
            contents?: { url?: string; medium?: string; type?: string }[];
            thumbnails?: { url?: string }[];
          };
          author?: string;
        }[];
      };
      return {
        title: feed.title,
        entries: (feed.items ?? []).map((item) => ({
          guid: typeof item.guid === 'string' ? item.guid : item.guid?.value,
          title: item.title,
          link: item.link,
          published: item.pubDate ?? item.dc?.date ?? item.dc?.dates?.[0],
          summaryHtml: item.description,
          contentHtml: item.content?.encoded,
          categories: (item.categories ?? []).map((c) => c.name ?? '').filter(Boolean),
          imageUrls: present([
            ...(item.enclosures ?? []).filter((e) => e.type?.startsWith('image/')).map((e) => e.url),
            ...(item.media?.contents ?? [])
              .filter((m) => m.medium === 'image' || m.type?.startsWith('image/'))
              .map((m) => m.url),
            ...(item.media?.thumbnails ?? []).map((t) => t.url),
            ...imageSources(item.content?.encoded ?? item.description ?? ''),
          ]),
          author: item.author ?? item.dc?.creator ?? item.dc?.creators?.[0],
        })),
      };
    }
    case 'atom': {
      const feed = parsed.feed as {
        title?: unknown;
        entries?: {
          id?: string;
          title?: unknown;
          links?: { href?: string; rel?: string; type?: string }[];
          published?: string;
          updated?: string;
          summary?: unknown;
          content?: unknown;
          categories?: { term?: string; label?: string }[];
          authors?: { name?: string }[];
        }[];
      };
      return {
        title: atomHtml(feed.title, 'line'),
        entries: (feed.entries ?? []).map((entry) => {
          const links = entry.links ?? [];
          const content = atomHtml(entry.content);
          const link = (links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0])?.href;
          return {
            guid: entry.id,
            title: atomHtml(entry.title, 'line'),
            link,
            published: entry.published ?? entry.updated,
            summaryHtml: atomHtml(entry.summary),
            contentHtml: content,
            categories: (entry.categories ?? []).map((c) => c.label ?? c.term ?? '').filter(Boolean),
            imageUrls: present([
              ...links
                .filter((l) => l.rel === 'enclosure' && l.type?.startsWith('image/'))
                .map((l) => l.href),
              ...imageSources(content ?? ''),
            ]),
            author: entry.authors?.[0]?.name,
          };
        }),
      };
    }
    case 'json': {
      const feed = parsed.feed as {
        title?: string;
        items?: {
          id?: string;
          url?: string;
          title?: string;
          content_html?: string;
          content_text?: string;
          summary?: string;
          date_published?: string;
          date_modified?: string;
          image?: string;
          banner_image?: string;
          tags?: string[];
        }[];
      };
      return {
        title: plainHtml(feed.title, 'line'),
        entries: (feed.items ?? []).map((item) => ({
          guid: item.id,
          title: plainHtml(item.title, 'line'),
          link: item.url,
          published: item.date_published ?? item.date_modified,
          summaryHtml: plainHtml(item.summary),
          contentHtml: item.content_html ?? plainHtml(item.content_text),
          categories: item.tags ?? [],
          imageUrls: present([item.image, item.banner_image, ...imageSources(item.content_html ?? '')]),
        })),
      };
    }
  }
}

/** Words that point to each category; a title counts three times, tags twice, the summary once. */
const CATEGORY_WORDS: Record<NewsCategory, RegExp> = {
  Regulation:
    /\b(sec|cftc|regulat\w*|lawsuit|court|judge|mica|compliance|legislat\w*|bill|senate|congress|lawmakers?|tax(es|ation)?|ban(s|ned)?|sanction\w*|aml|kyc|licen[cs]\w*|policy|enforcement)\b/g,
  Mining: /\b(min(ing|ers?)|hash ?rate|asics?|difficulty|hashprice|proof[- ]of[- ]work)\b/g,
  NFTs: /\b(nfts?|non[- ]fungible|collectibles?|opensea|ordinals|pfp)\b/g,
  Metaverse: /\b(metaverse|virtual worlds?|vr|ar|sandbox|decentraland|avatars?|virtual land)\b/g,
  DeFi: /\b(defi|decentrali[sz]ed finance|lending|dex(es)?|liquidity|yield|amm|tvl|stablecoins?|restaking|liquid staking|aave|uniswap)\b/g,
  Web3: /\b(web3|daos?|decentrali[sz]ed (identity|social|storage)|dapps?|ens)\b/g,
  Ethereum: /\b(ethereum|ether|eth|vitalik|rollups?|layer[- ]2|l2s?|evm|blobs?)\b/g,
  Bitcoin: /\b(bitcoin|btc|satoshi|lightning network|halving|sats)\b/g,
  Altcoins:
    /\b(altcoins?|solana|sol|xrp|ripple|cardano|ada|dogecoin|doge|memecoins?|bnb|avalanche|polkadot|tron|toncoin|litecoin|shiba)\b/g,
};
/**
 * Words every kind of crypto company uses ('its token platform', 'a wallet integration'): a hint for a news story,
 * no topic for a press release, where they decided Altcoins for a partnership announcement.
 */
const GENERIC_WORDS: Partial<Record<NewsCategory, RegExp>> = {
  Altcoins: /\btokens?\b/g,
  Web3: /\bwallets?\b/g,
};
/** On a tie the more specific category wins: the order of this list. */
const PRECEDENCE: NewsCategory[] = [
  'Regulation',
  'Mining',
  'NFTs',
  'Metaverse',
  'DeFi',
  'Web3',
  'Ethereum',
  'Bitcoin',
  'Altcoins',
];

const count = (re: RegExp, s: string) => s.toLowerCase().match(re)?.length ?? 0;

/**
 * A press release is filed under a topic only on this much evidence: a word of its title or tags, or two of its
 * summary. Releases mention 'token' or 'wallet' in passing; one such word filed them under a topic they were not
 * about, so those words are no evidence for a release at all (GENERIC_WORDS).
 */
const PRESS_TOPIC_MIN_SCORE = 2;

/**
 * The category a story belongs to, from its title, tags and summary. A news story is filed under Altcoins when
 * nothing points elsewhere; a press release without a clear topic under Press.
 */
export function inferCategory(
  title: string,
  tags: string[],
  summary: string,
  type: 'news' | 'press_release' = 'news',
): NewsCategory | typeof PRESS_CATEGORY {
  const exact = tags.map((t) => NEWS_CATEGORIES.find((c) => c.toLowerCase() === t.trim().toLowerCase()));
  const direct = PRECEDENCE.find((c) => exact.includes(c));
  if (direct) return direct;
  const tagText = tags.join(' ');
  let best: NewsCategory = 'Altcoins';
  let bestScore = 0;
  for (const category of PRECEDENCE) {
    const generic = type === 'news' ? GENERIC_WORDS[category] : undefined;
    const words = (s: string) => count(CATEGORY_WORDS[category], s) + (generic ? count(generic, s) : 0);
    const score = 3 * words(title) + 2 * words(tagText) + words(summary);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  if (type === 'press_release' && bestScore < PRESS_TOPIC_MIN_SCORE) return PRESS_CATEGORY;
  return best;
}

/** An address without tracking parameters or fragment, so one story under two addresses is stored once. */
export function canonicalUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (/^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref)$/i.test(key)) url.searchParams.delete(key);
  }
  return url.toString();
}

const httpUrl = (raw: string | undefined) => (raw ? (canonicalUrl(raw) ?? undefined) : undefined);

/**
 * The key an entry is known by. A guid that is not a URI ('48211', 'post-7') is only unique within its feed, so it
 * is stored with the feed's address: another feed's item 48211 is another story.
 */
function entryKey(guid: string | undefined, url: string, feedUrl: string): string {
  const raw = guid?.trim();
  if (!raw) return url.slice(0, 500);
  return (/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `${feedUrl}#${raw}`).slice(0, 500);
}

function publishedAt(raw: string | undefined, now: number): Date {
  const parsed = raw ? Date.parse(raw) : Number.NaN;
  // A missing or unreadable date is the time it was found; a date in the future is not believed.
  return new Date(Number.isNaN(parsed) || parsed > now ? now : parsed);
}

/** A feed's entries as article rows; entries without a title or a web address are left out. */
export function entriesToArticles(
  entries: FeedEntry[],
  options: {
    feedUrl: string;
    type: 'news' | 'press_release';
    sourceName: string;
    now: number;
    /** Whether this site can show a picture at that address (the image proxy fetches its host). */
    canShowPicture: (url: string) => boolean;
  },
): NewArticle[] {
  const rows: NewArticle[] = [];
  for (const entry of entries.slice(0, FEED_MAX_ITEMS)) {
    // A headline past the column's limit ends at a word, with an ellipsis, not mid-word.
    const title = excerpt(htmlToText(entry.title ?? ''), TITLE_MAX);
    const url = httpUrl(entry.link) ?? httpUrl(entry.guid);
    if (!title || !url) continue;
    // The body's relative links and images belong to the story's site, not ours.
    const body = bodyFields(
      sanitizeArticleHtml(entry.contentHtml ?? entry.summaryHtml ?? '', { baseUrl: url }),
    );
    const summary = htmlToText(entry.summaryHtml ?? '') || body.bodyText;
    const guid = entryKey(entry.guid, url, options.feedUrl);
    const tags = [
      ...new Set(entry.categories.map((c) => htmlToText(c).toLowerCase().slice(0, 40)).filter(Boolean)),
    ].slice(0, 8);
    rows.push({
      articleType: options.type,
      slug: slugify(title, createHash('sha256').update(guid).digest('hex').slice(0, 8)),
      title,
      description: excerpt(summary, 220),
      ...body,
      category: inferCategory(title, entry.categories, summary, options.type),
      tags,
      url,
      // The first picture that is a web address on a host the image proxy fetches: a data: or javascript: one, or
      // one from a site we cannot show (the proxy would answer 400), does not hide a usable one after it. None
      // usable: the story gets its generated picture.
      imageUrl:
        entry.imageUrls.map(httpUrl).find((u): u is string => u !== undefined && options.canShowPicture(u)) ??
        null,
      sourceName: options.sourceName.slice(0, 100),
      publishedAt: publishedAt(entry.published, options.now),
      guid,
      feedUrl: options.feedUrl,
      status: 'published',
    });
  }
  return rows;
}
