// The newsroom's reads and writes: lists (by type, category and ranked search), one article by id or slug, the
// once-a-day view counter, and the writes of ingestion and seeding. Lists are cached briefly; every write moves
// the cache's generation so a new article shows at once.
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '../../platform/cache.server';
import { queryRows, type Db } from '../../platform/db.server';
import {
  listColumns,
  showablePicture,
  toArticle,
  toArticleDetail,
  type ListRow,
  type NewArticle,
} from './article-rows.server';
import type { NewsCategory } from './categories';
import { ownPicture, type Article, type ArticleDetail, type ArticleList, type ArticleType } from './rules';
import { showableBody } from './sanitize.server';
import { createArticleSearch } from './search.server';
import { searchQuery } from './search-query';
import { SUGGEST_BELOW, suggestSpelling } from './search-suggest.server';
import { articles, articleViews } from './tables.server';

export interface ListQuery {
  types: readonly ArticleType[];
  limit: number;
  page?: number;
  category?: NewsCategory;
  search?: string;
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

/** How long a list answer is reused: the spec's home data lifetime in memory. */
export const LIST_CACHE_MS = 5 * 60_000;
const GENERATION_KEY = 'news:generation';
/** Cached lists hold Articles: the key changed with their shape, so no instance reads another version's lists. */
const LIST_KEY = 'news:articles';

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

export function createNewsService(deps: NewsDeps) {
  const { db, cache, clock, canProxy = () => false } = deps;
  const view = (row: ListRow) => toArticle(row, canProxy);
  const search = createArticleSearch(db);
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
      return { items: rows.map(view), total: n, page };
    }
    const { rows, total } = await search({
      words: ts,
      now: clock(),
      types: q.types,
      category: q.category ?? null,
      limit: q.limit,
      offset,
    });
    return { items: rows.map(view), total, page };
  }

  async function list(q: ListQuery): Promise<ArticleList> {
    const key = `${LIST_KEY}:${await generation()}:${JSON.stringify([q.types, q.limit, q.page ?? 1, q.category ?? '', q.search ?? ''])}`;
    const cached = await cache.get<ArticleList>(key);
    if (cached) return cached;
    const answer = await queryList(q);
    await cache.set(key, answer, LIST_CACHE_MS);
    return answer;
  }

  return {
    /** Published articles of the given types, newest first, or best match first when searching. */
    list,

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
      return { items: rows.map(view), total: n, page };
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
      const detail = toArticleDetail(row, canProxy);
      // The picture the page shows above the body (articleImage's choice) is not shown again inside it.
      return {
        ...detail,
        bodyHtml: showableBody(detail.bodyHtml, canProxy, { without: ownPicture(detail) }),
      };
    },

    /**
     * A better spelled search when this one (which found `found` stories) finds next to nothing and the better one
     * finds more; null otherwise. For the list pages' 'Did you mean', after the search itself.
     */
    async suggest(q: ListQuery & { search: string }, found: number): Promise<string | null> {
      if (found >= SUGGEST_BELOW) return null;
      const better = await suggestSpelling(db, q.search);
      if (!better) return null;
      const answer = await list({ ...q, search: better, page: 1 });
      return answer.total > found ? better : null;
    },

    /** Newest published articles of the same category, for an article page's 'More in …'. */
    async related(article: Pick<Article, 'id' | 'category' | 'type'>, limit = 3) {
      const rows = await db
        .select(listColumns)
        .from(articles)
        .where(
          and(
            visible(clock()),
            eq(articles.articleType, article.type),
            eq(articles.category, article.category),
            sql`${articles.id} <> ${article.id}`,
          ),
        )
        .orderBy(desc(articles.publishedAt))
        .limit(limit);
      return rows.map(view);
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

    /** Whether a story's picture at this address can show here (an upload, or a host the image proxy fetches). */
    canShowPicture: (url: string) => showablePicture(url, canProxy) !== null,

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
        .then((rows) => rows.map((r) => ({ ...view(r), updatedAt: r.updatedAt.toISOString() })));
    },

    /** How many articles of these types each category has, published by now. */
    async categoryCounts(types: readonly ArticleType[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: articles.category, n: sql<number>`count(*)::int` })
        .from(articles)
        .where(and(visible(clock()), inArray(articles.articleType, [...types])))
        .groupBy(articles.category);
      return new Map(rows.map((r) => [r.category, Number(r.n)]));
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
