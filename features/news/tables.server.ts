// Articles: news, press releases, interviews and tutorials, written here or ingested from feeds, with a weighted
// full-text index (title over description over body); the feeds' fetch state; and the once-a-day view ledger.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articles = pgTable(
  'articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** news, press_release, interview or tutorial. */
    articleType: text('article_type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML. */
    bodyHtml: text('body_html').notNull().default(''),
    /** The body's text alone, for the search index and the read time. */
    bodyText: text('body_text').notNull().default(''),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the story lives: its page here, or the original for an ingested item. */
    url: text('url').notNull(),
    imageOptimized: text('image_optimized'),
    imageOriginal: text('image_original'),
    imageUrl: text('image_url'),
    sourceName: text('source_name'),
    /** Markdown source of an article written here (the editor's input). */
    markdown: text('markdown'),
    /** draft, scheduled or published; a scheduled article shows from its published time. */
    status: text('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    readTime: integer('read_time'),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    /** The feed's guid of an ingested item; null for articles written here. */
    guid: text('guid'),
    feedUrl: text('feed_url'),
    authorId: text('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')`,
    ),
    /**
     * The title and summary alone, small enough to sit in the row: a search ranks by it (the whole vector above
     * is for matching, and reading it out of TOAST for every match cost most of a search's time).
     */
    searchHead: tsvector('search_head').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('articles_slug_idx').on(t.slug),
    uniqueIndex('articles_guid_idx').on(t.guid),
    index('articles_type_published_idx').on(t.articleType, t.publishedAt),
    // Newest first across every type: a list of news and press releases, and a search's walk down the newest.
    index('articles_published_idx').on(t.publishedAt, t.id),
    uniqueIndex('articles_url_idx').on(t.url),
    // Written straight into the index: no pending list for every search to read (migration 0012).
    index('articles_search_idx').using('gin', t.search).with({ fastupdate: false }),
  ],
);

/** One row per feed: what conditional GET needs, and how the last fetch went. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  itemsAdded: integer('items_added').notNull().default(0),
});

/** A reader counted once per article per day: a keyed hash of address and browser, never the address itself. */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reader: text('reader').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day, t.reader] }), index('article_views_day_idx').on(t.day)],
);

/**
 * The words of the stories' titles and summaries, as written (lower-cased, not stemmed), with how many stories
 * had each when they were written: what a search that finds nothing is offered instead ('Did you mean'), by
 * trigram similarity (pg_trgm). Triggers on `articles` keep it (migration 0014); a word is never taken out.
 */
export const newsSearchWords = pgTable(
  'news_search_words',
  {
    word: text('word').primaryKey(),
    articles: integer('articles').notNull().default(0),
  },
  (t) => [index('news_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
