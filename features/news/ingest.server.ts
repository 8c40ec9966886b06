// The news job: every poll interval, under a leader lease so one instance fetches, it reads each configured feed
// (conditional GET, timeout, size cap), stores the new stories and records how each feed went. One broken, slow or
// hostile feed never stops the others; a failing feed is logged once when it starts failing, not on every poll.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import { createJobStatus } from '../../platform/job-status.server';
import { acquireLease, releaseLease } from '../../platform/locks.server';
import type { Logger } from '../../platform/logger.server';
import type { Metrics } from '../../platform/metrics.server';
import { entriesToArticles, fetchFeed, readFeed } from './feeds.server';
import { htmlToText } from './sanitize.server';
import type { NewsService } from './service.server';
import { newsFeeds } from './tables.server';

export const NEWS_LEASE = 'news-ingest';

export interface FeedSource {
  url: string;
  type: 'news' | 'press_release';
}

export interface FeedOutcome {
  url: string;
  status: 'added' | 'unchanged' | 'failed';
  added: number;
  error?: string;
}

export interface NewsJobOptions {
  db: Db;
  logger: Logger;
  news: NewsService;
  feeds: FeedSource[];
  intervalMs: number;
  clock: () => number;
  cache?: Cache;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where each run is counted and timed for /metrics. */
  metrics?: Pick<Metrics, 'observeJobRun'>;
}

const oneLine = (err: unknown) =>
  (err instanceof Error
    ? err.cause instanceof Error
      ? // A failed query's own message is its SQL and parameters: the database's reason is what tells.
        err.message.startsWith('Failed query')
        ? `The database refused the stories: ${err.cause.message}`
        : `${err.message}: ${err.cause.message}`
      : err.message
    : String(err)
  )
    .split('\n', 1)[0]!
    .slice(0, 300);

/** Reads one feed and stores its new stories; records the outcome in news_feeds. Never throws. */
export async function ingestFeed(
  options: Pick<NewsJobOptions, 'db' | 'news' | 'clock' | 'fetch' | 'timeoutMs'>,
  source: FeedSource,
): Promise<FeedOutcome> {
  const { db, news, clock } = options;
  const [state] = await db.select().from(newsFeeds).where(eq(newsFeeds.url, source.url));
  const now = clock();
  let outcome: FeedOutcome;
  let validators: { etag: string | null; lastModified: string | null } | undefined;
  try {
    const fetched = await fetchFeed(source.url, state ?? {}, {
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
    });
    if (fetched.status === 'unchanged') {
      outcome = { url: source.url, status: 'unchanged', added: 0 };
    } else {
      const feed = readFeed(fetched.xml);
      // The feed's title is markup like any other: its text alone names the source.
      const sourceName = htmlToText(feed.title ?? '') || new URL(source.url).hostname;
      const rows = entriesToArticles(feed.entries, {
        feedUrl: source.url,
        type: source.type,
        sourceName,
        now,
        canShowPicture: news.canShowPicture,
      });
      const added = await news.insertMany(rows);
      validators = { etag: fetched.etag, lastModified: fetched.lastModified };
      outcome = { url: source.url, status: 'added', added };
    }
  } catch (err) {
    outcome = { url: source.url, status: 'failed', added: 0, error: oneLine(err) };
  }
  const values = { lastFetchedAt: new Date(now), lastError: outcome.error ?? null, ...validators };
  // The count grows in the database: two reads of one feed at once must not write back each other's total.
  await db
    .insert(newsFeeds)
    .values({ url: source.url, ...values, itemsAdded: outcome.added })
    .onConflictDoUpdate({
      target: newsFeeds.url,
      set: { ...values, itemsAdded: sql`${newsFeeds.itemsAdded} + ${outcome.added}` },
    });
  return outcome;
}

export function startNewsJob(options: NewsJobOptions) {
  const { db, logger, news, feeds, intervalMs, clock } = options;
  const holder = randomUUID();
  const failing = new Set<string>();
  const status = createJobStatus({
    name: NEWS_LEASE,
    holder,
    intervalMs,
    clock,
    cache: options.cache,
    logger,
    metrics: options.metrics,
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let inFlight: Promise<FeedOutcome[]> | undefined;

  /** One poll of every feed; asked for while one runs, it answers that one instead of fetching everything twice. */
  function runOnce(): Promise<FeedOutcome[]> {
    inFlight ??= poll().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function poll(): Promise<FeedOutcome[]> {
    const startedAt = clock();
    try {
      if (!(await acquireLease(db, NEWS_LEASE, holder, intervalMs * 2))) {
        await status.record(startedAt, 'paused');
        return [];
      }
      const outcomes = await Promise.all(feeds.map((f) => ingestFeed(options, f)));
      for (const o of outcomes) {
        if (o.status === 'failed' && !failing.has(o.url)) {
          failing.add(o.url);
          logger.warn({ feed: o.url, error: o.error }, 'news feed unavailable');
        } else if (o.status !== 'failed' && failing.delete(o.url)) {
          logger.info({ feed: o.url }, 'news feed back');
        }
      }
      const added = outcomes.reduce((n, o) => n + o.added, 0);
      if (added) logger.info({ added }, 'news stories added');
      await news.pruneViews();
      const failed = outcomes.filter((o) => o.status === 'failed');
      await status.record(
        startedAt,
        failed.length && failed.length === outcomes.length ? 'failed' : 'ok',
        failed[0]?.error,
      );
      return outcomes;
    } catch (err) {
      logger.warn({ error: oneLine(err) }, 'news job failed');
      await status.record(startedAt, 'failed', err);
      return [];
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then(() => schedule(intervalMs));
    }, delay);
    timer.unref?.();
  }
  schedule(0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await inFlight;
      await releaseLease(db, NEWS_LEASE, holder).catch(() => undefined);
    },
  };
}
