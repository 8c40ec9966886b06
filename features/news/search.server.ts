// Ranked search of the newsroom: one prepared statement that walks down the newest stories or asks the search
// index, whichever the words make cheaper, ranking the newest SEARCH_WINDOW matches; searches take turns.
import pLimit from 'p-limit';
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { listColumns, type ListRow } from './article-rows.server';
import { SEARCH_COUNT_CAP } from './rules';
import { articles } from './tables.server';

/** A search ranks the newest this many matches; the count stops there too ('200+ results'). */
export const SEARCH_WINDOW = SEARCH_COUNT_CAP;

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

export interface SearchParams {
  /** The words as a tsquery (searchQuery's answer). */
  words: string;
  now: number;
  types: readonly string[];
  category: string | null;
  limit: number;
  offset: number;
}

/** The search of one database: a page of matches, best first, and how many there are (at most SEARCH_WINDOW). */
export function createArticleSearch(db: Db) {
  const turn = pLimit(SEARCH_CONCURRENCY);
  let prepared: ReturnType<typeof prepareSearch> | undefined;
  return async (p: SearchParams): Promise<{ rows: ListRow[]; total: number }> => {
    const rows = await turn(() =>
      (prepared ??= prepareSearch(db)).execute({
        words: p.words,
        now: new Date(p.now).toISOString(),
        types: [...p.types],
        category: p.category,
        limit: p.limit,
        offset: p.offset,
        apart: 0,
      }),
    );
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [row as ListRow])),
    };
  };
}
