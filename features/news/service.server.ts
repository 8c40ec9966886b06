// The newsroom's reads and writes: lists (by type, category and ranked search), one article by id or slug, the
// once-a-day view counter, and the writes of ingestion and seeding. Lists are cached briefly; every write moves
// the cache's generation so a new article shows at once.
import { createHmac, randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import { and, desc, eq, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Cache } from '../../platform/cache.server';
import { queryRows, type Db } from '../../platform/db.server';
import type { NewsCategory } from './categories';
import {
  excerpt,
  readTimeMinutes,
  SEARCH_COUNT_CAP,
  type ArticleDetail,
  type ArticleType,
  type ArticleView,
} from './rules';
import { htmlToText, sanitizeArticleHtml, showableBody, wordCount } from './sanitize.server';
import { articles, articleViews } from './tables.server';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

export interface ListQuery {
  types: readonly ArticleType[];
  limit: number;
  page?: number;
  category?: NewsCategory;
  search?: string;
}

export interface ArticleList {
  items: ArticleView[];
  total: number;
  page: number;
}

export interface NewsDeps {
  db: Db;
  cache: Cache;
  clock: () => number;
  /** Whether the image proxy fetches this address: a body's pictures show through it, or not at all. */
  canProxy?: (url: string) => boolean;
}

/** A write of at least this many articles refreshes the table's planner statistics. */
const ANALYZE_AFTER_ROWS = 20;
/** A search ranks the newest this many matches; the count stops there too ('200+ results'). */
export const SEARCH_WINDOW = SEARCH_COUNT_CAP;

/** How long a list answer is reused: the spec's home data lifetime in memory. */
export const LIST_CACHE_MS = 5 * 60_000;
const GENERATION_KEY = 'news:generation';

export function toView(row: ListRow): ArticleView {
  return {
    id: row.id,
    slug: row.slug,
    article_type: row.articleType as ArticleType,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    url: row.url,
    images: { optimized: row.imageOptimized, original: row.imageOriginal },
    image_url: row.imageUrl,
    source_name: row.sourceName,
    published_date: row.publishedAt.toISOString(),
    read_time: row.readTime,
    views: row.viewCount,
  };
}

function toDetail(row: ArticleRow): ArticleDetail {
  const local = row.url.startsWith('/');
  return { ...toView(row), body_html: row.bodyHtml, source_url: local ? null : row.url };
}

/** The last word of a search matches as a beginning from this many characters ('b' alone would match most). */
export const SEARCH_PREFIX_MIN = 3;

/**
 * The words of a search as a query: every word whole (stemmed), the last also by its beginning, as it may still be
 * being typed ('bitcoin eth' finds 'Bitcoin Ethereum'). Anything but letters and digits splits.
 */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return null;
  const last = words.length - 1;
  return words
    .map((w, i) => {
      const prefix = i === last && [...w].length >= SEARCH_PREFIX_MIN ? ':*' : '';
      // The text parser reads the number in 'Layer-1' as '-1': a number also matches with its sign.
      return /^\d+$/.test(w) ? `('${w}'${prefix} | '-${w}'${prefix})` : `${w}${prefix}`;
    })
    .join(' & ');
}

/**
 * How to find news about some coins: each name as a phrase anywhere in a story (a full-text query), each symbol as
 * an upper-case word of the title or summary (a regular expression: 'LINK rallies' is about Chainlink, 'a link
 * between firms' is not). Only letters and digits reach either.
 */
export function coinsQuery(coins: readonly { symbol: string; name: string }[]): {
  names: string | null;
  symbols: string | null;
} {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const names = new Set<string>();
  const symbols = new Set<string>();
  for (const coin of coins.slice(0, MY_NEWS_MAX_COINS)) {
    const name = words(coin.name).slice(0, 6);
    if (name.length) names.add(name.length === 1 ? name.join('') : `(${name.join(' <-> ')})`);
    const symbol = coin.symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (symbol.length >= 2) symbols.add(symbol);
  }
  return {
    names: names.size ? [...names].join(' | ') : null,
    symbols: symbols.size ? `\\m(${[...symbols].join('|')})\\M` : null,
  };
}

/** My News looks for at most this many coins (a portfolio and a watchlist together). */
export const MY_NEWS_MAX_COINS = 200;

const visible = (now: number): SQL =>
  and(eq(articles.status, 'published'), lte(articles.publishedAt, new Date(now))) as SQL;

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  articleType: articles.articleType,
  title: articles.title,
  description: articles.description,
  category: articles.category,
  tags: articles.tags,
  url: articles.url,
  imageOptimized: articles.imageOptimized,
  imageOriginal: articles.imageOriginal,
  imageUrl: articles.imageUrl,
  sourceName: articles.sourceName,
  publishedAt: articles.publishedAt,
  readTime: articles.readTime,
  viewCount: articles.viewCount,
};

type ListRow = Pick<ArticleRow, keyof typeof listColumns>;

/**
 * A search walks down the newest stories when at least a tenth (SEARCH_DENSE) of the newest SEARCH_PROBE match:
 * the newest matches are then near the top, and testing stories down the date index fills the window sooner than
 * collecting every match from the search index (a word in a tenth of 20,000 stories: 2,000 read either way).
 * Otherwise the search index answers. Decision record 19 has the figures.
 */
const SEARCH_PROBE = 100;
const SEARCH_DENSE = 0.1;
/** The walk tests at most this many stories; when the window is not full by then, the search index answers. */
const SEARCH_WALK_LIMIT = 15 * SEARCH_WINDOW;

/**
 * Ranked search as one statement, prepared once per connection. The words reach it as a query made in a
 * subquery, once per search, so no plan depends on them: the planner takes the search index for matching (it
 * cannot guess how many stories a word is in), and which way runs is settled as the statement runs.
 */
function prepareSearch(db: Db) {
  const tsquery = sql`(select to_tsquery('english', ${sql.placeholder('words')}::text))`;
  // What a reader may see of the sections and category asked for, on the table or on a subquery of its columns.
  const shownIn = (c: Record<'status' | 'publishedAt' | 'articleType' | 'category', AnyColumn>) =>
    and(
      eq(c.status, 'published'),
      sql`${c.publishedAt} <= ${sql.placeholder('now')}::timestamptz`,
      sql`${c.articleType} = any(${sql.placeholder('types')}::text[])`,
      sql`(${sql.placeholder('category')}::text is null or ${c.category} = ${sql.placeholder('category')}::text)`,
    );
  const shown = shownIn(articles);
  const newest = (limit: number, where: SQL | undefined) =>
    db
      .select({
        id: articles.id,
        publishedAt: articles.publishedAt,
        search: articles.search,
        head: articles.searchHead,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit);
  const sample = newest(SEARCH_PROBE, shown).as('sample');
  const dense = sql`(select count(*) from ${sample} where ${sample.search} @@ ${tsquery}) >= ${SEARCH_PROBE * SEARCH_DENSE}`;
  const top = newest(SEARCH_WALK_LIMIT, and(shown, dense)).as('top');
  const walked = db.$with('walked').as(
    db
      .select({ id: top.id, publishedAt: top.publishedAt, head: top.head })
      .from(top)
      .where(sql`${top.search} @@ ${tsquery}`)
      .orderBy(desc(top.publishedAt), desc(top.id))
      .limit(SEARCH_WINDOW),
  );
  const walkedFull = sql`(select count(*) from ${walked}) >= ${SEARCH_WINDOW}`;
  // Every story the words match, from the search index alone: an offset (0 on execution) keeps the subquery apart,
  // so the conditions on section and date filter its rows rather than join their own index to it.
  const matches = db
    .select({
      id: articles.id,
      status: articles.status,
      articleType: articles.articleType,
      category: articles.category,
      publishedAt: articles.publishedAt,
      head: articles.searchHead,
    })
    .from(articles)
    .where(sql`${articles.search} @@ ${tsquery}`)
    .offset(sql.placeholder('apart'))
    .as('matches');
  // Ranked among the newest SEARCH_WINDOW matches: a word found in thousands of stories costs about the same as a
  // rare one, and a reader searching news wants the recent among equals anyway. The window is also the count's
  // cap, so the total is the window's size.
  const recent = db.$with('recent').as(
    db
      .select({ id: walked.id, publishedAt: walked.publishedAt, head: walked.head })
      .from(walked)
      .where(walkedFull)
      .unionAll(
        db
          .select({ id: matches.id, publishedAt: matches.publishedAt, head: matches.head })
          .from(matches)
          .where(and(shownIn(matches), sql`not ${walkedFull}`))
          .orderBy(desc(matches.publishedAt), desc(matches.id))
          .limit(SEARCH_WINDOW),
      ),
  );
  // Ranked by the title and summary (title first): a story that says the words only in its body ranks after
  // them, newest first. The words are all required, so a title and summary missing one rank 0: testing that first
  // spares the ranking of most rows. The page's own rows alone are then read in full.
  const rank = sql<number>`case when ${recent.head} @@ ${tsquery} then ts_rank_cd(${recent.head}, ${tsquery}) else 0 end`;
  const onPage = db
    .select({ id: recent.id, publishedAt: recent.publishedAt, rank: rank.as('rank') })
    .from(recent)
    // By the column's name: the expression again would rank every row twice.
    .orderBy(desc(sql.identifier('rank')), desc(recent.publishedAt), desc(recent.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // One row at least, to carry the total past the last page.
  const counted = db
    .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
    .from(recent)
    .as('counted');
  return db
    .with(walked, recent)
    .select({ ...listColumns, total: counted.total })
    .from(counted)
    .leftJoin(onPage, sql`true`)
    .leftJoin(articles, eq(articles.id, onPage.id))
    .orderBy(desc(onPage.rank), desc(onPage.publishedAt), desc(onPage.id))
    .prepare('news_search');
}

/**
 * Searches that run on the database at once; the rest wait their turn. Ten at once share its cores and each takes
 * ten times as long, so one costly search holds up everything else: taking turns, each runs at full speed (the
 * bench's p99 at 10 connections 88-102 → 72-82 ms, and 357-432 → 76-81 ms while the connections are new).
 * Decision record 19 has the figures.
 */
export const SEARCH_CONCURRENCY = 3;

export function createNewsService(deps: NewsDeps) {
  const { db, cache, clock, canProxy = () => false } = deps;
  const searchTurn = pLimit(SEARCH_CONCURRENCY);
  const salt = randomBytes(32);

  const generation = async () => (await cache.get<string>(GENERATION_KEY)) ?? '0';
  const changed = () => cache.set(GENERATION_KEY, randomBytes(6).toString('hex'), 30 * 86_400_000);

  async function queryList(q: ListQuery): Promise<ArticleList> {
    const page = q.page ?? 1;
    const offset = (page - 1) * q.limit;
    const ts = q.search ? searchQuery(q.search) : null;
    if (q.search && !ts) return { items: [], total: 0, page };
    if (!ts) {
      const where = and(
        visible(clock()),
        inArray(articles.articleType, [...q.types]),
        q.category ? eq(articles.category, q.category) : undefined,
      );
      const count = db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(articles)
        .where(where);
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select(listColumns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(q.limit)
          .offset(offset),
        count,
      ]);
      return { items: rows.map(toView), total: n, page };
    }
    const rows = await searchTurn(() =>
      searchStatement().execute({
        words: ts,
        now: new Date(clock()).toISOString(),
        types: [...q.types],
        category: q.category ?? null,
        limit: q.limit,
        offset,
        apart: 0,
      }),
    );
    const total = rows[0]?.total ?? 0;
    const items = rows.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [toView(row as ListRow)]));
    return { items, total, page };
  }

  let prepared: ReturnType<typeof prepareSearch> | undefined;
  const searchStatement = () => (prepared ??= prepareSearch(db));

  return {
    /** Published articles of the given types, newest first, or best match first when searching. */
    async list(q: ListQuery): Promise<ArticleList> {
      const key = `news:list:${await generation()}:${JSON.stringify([q.types, q.limit, q.page ?? 1, q.category ?? '', q.search ?? ''])}`;
      const cached = await cache.get<ArticleList>(key);
      if (cached) return cached;
      const answer = await queryList(q);
      await cache.set(key, answer, LIST_CACHE_MS);
      return answer;
    },

    /**
     * News and press releases about any of the given coins (My News), newest first. Stories whose tags name a coin
     * count too.
     */
    async aboutCoins(
      coins: readonly { symbol: string; name: string }[],
      options: { limit: number; page?: number },
    ): Promise<ArticleList> {
      const page = options.page ?? 1;
      const query = coinsQuery(coins);
      if (!query.names && !query.symbols) return { items: [], total: 0, page };
      const tagged = [
        ...new Set(
          coins.slice(0, MY_NEWS_MAX_COINS).flatMap((c) => [c.symbol.toLowerCase(), c.name.toLowerCase()]),
        ),
      ];
      const where = and(
        visible(clock()),
        inArray(articles.articleType, ['news', 'press_release']),
        or(
          query.names ? sql`${articles.search} @@ to_tsquery('english', ${query.names})` : undefined,
          query.symbols ? sql`${articles.title} ~ ${query.symbols}` : undefined,
          query.symbols ? sql`${articles.description} ~ ${query.symbols}` : undefined,
          sql`exists (select 1 from unnest(${articles.tags}) as tag where lower(tag) = any(${sql.param(tagged)}::text[]))`,
        ),
      );
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select(listColumns)
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(options.limit)
          .offset((page - 1) * options.limit),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(articles)
          .where(where),
      ]);
      return { items: rows.map(toView), total: n, page };
    },

    /** One published article of the given types by its id or its slug. */
    async get(idOrSlug: string, types: readonly ArticleType[]): Promise<ArticleDetail | null> {
      // Slugs are letters, digits and '-': anything else (a NUL byte PostgreSQL refuses) names no article.
      if (!/^[\p{L}\p{N}-]{1,200}$/u.test(idOrSlug)) return null;
      const byId = /^\d{1,15}$/.test(idOrSlug);
      const [row] = await db
        .select()
        .from(articles)
        .where(
          and(
            visible(clock()),
            inArray(articles.articleType, [...types]),
            byId ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug),
          ),
        )
        .limit(1);
      if (!row) return null;
      const detail = toDetail(row);
      return { ...detail, body_html: showableBody(detail.body_html, canProxy) };
    },

    /** Newest published articles of the same category, for an article page's 'More in …'. */
    async related(article: Pick<ArticleView, 'id' | 'category' | 'article_type'>, limit = 3) {
      const rows = await db
        .select(listColumns)
        .from(articles)
        .where(
          and(
            visible(clock()),
            eq(articles.articleType, article.article_type),
            eq(articles.category, article.category),
            sql`${articles.id} <> ${article.id}`,
          ),
        )
        .orderBy(desc(articles.publishedAt))
        .limit(limit);
      return rows.map(toView);
    },

    /**
     * Counts a reader's view once per article per UTC day. The reader is their address (a browser's name is
     * the caller's to choose, so it cannot tell readers apart), kept only as a keyed hash salted per process.
     * Answers whether this view counted, or null when no such article is published.
     */
    async recordView(articleId: number, address: string): Promise<boolean | null> {
      const now = clock();
      const day = new Date(now).toISOString().slice(0, 10);
      const key = createHmac('sha256', salt).update(`${day}\n${address}`).digest('base64url').slice(0, 22);
      return db.transaction(async (tx) => {
        const [article] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.id, articleId), visible(now)));
        if (!article) return null;
        const inserted = await tx
          .insert(articleViews)
          .values({ articleId, day, reader: key })
          .onConflictDoNothing()
          .returning({ day: articleViews.day });
        if (inserted.length === 0) return false;
        await tx
          .update(articles)
          .set({ viewCount: sql`${articles.viewCount} + 1` })
          .where(eq(articles.id, articleId));
        return true;
      });
    },

    /** Forgets the view ledger of days before yesterday (the counts stay). */
    async pruneViews(): Promise<void> {
      const cutoff = new Date(clock() - 2 * 86_400_000).toISOString().slice(0, 10);
      await db.delete(articleViews).where(sql`${articleViews.day} < ${cutoff}::date`);
    },

    /** Stores new articles; those whose guid, slug or address is already stored are skipped. Answers how many were new. */
    async insertMany(rows: NewArticle[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(articles)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: articles.id });
      if (inserted.length) await changed();
      // The embedded database has no autovacuum: fresh statistics keep the planner on the search index.
      if (inserted.length >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze articles`);
      return inserted.length;
    },

    /** Lets the next list read the database again (after an edit, a publication, an import). */
    invalidate: changed,

    /** Every published article's address facts, newest first, for sitemaps and feeds (at most `limit`). */
    async published(options: { since?: number; limit: number; types?: readonly ArticleType[] }) {
      return db
        .select({ ...listColumns, updatedAt: articles.updatedAt })
        .from(articles)
        .where(
          and(
            visible(clock()),
            options.types ? inArray(articles.articleType, [...options.types]) : undefined,
            options.since
              ? sql`${articles.publishedAt} >= ${new Date(options.since).toISOString()}`
              : undefined,
          ),
        )
        .orderBy(desc(articles.publishedAt))
        .limit(options.limit)
        .then((rows) => rows.map((r) => ({ ...toView(r), updated_at: r.updatedAt.toISOString() })));
    },

    /** How many published articles of each type exist. */
    async counts(): Promise<Record<string, number>> {
      const rows = await queryRows<{ type: string; n: number }>(
        db,
        sql`select article_type as type, count(*)::int as n from articles group by article_type`,
      );
      return Object.fromEntries(rows.map((r) => [r.type, r.n]));
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;

/** The stored fields of an article body given as HTML: sanitized HTML, its text, and the read time. */
export function bodyFields(html: string): { bodyHtml: string; bodyText: string; readTime: number | null } {
  const bodyHtml = sanitizeArticleHtml(html);
  const bodyText = htmlToText(bodyHtml);
  return { bodyHtml, bodyText, readTime: bodyText ? readTimeMinutes(wordCount(bodyText)) : null };
}

/** A description from a body when a feed gives none. */
export const descriptionFrom = (text: string) => excerpt(text, 220);

/** A readable slug from a title: its words, at most 80 characters, then the suffix when one is given. */
export function slugify(title: string, suffix?: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return [base || 'article', suffix].filter(Boolean).join('-');
}
