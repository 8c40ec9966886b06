// Market HTTP API: CoinMarketCap-compatible endpoints, the server market cache, and the live price stream.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zValidator } from '@hono/zod-validator';
import { LRUCache } from 'lru-cache';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { Bus } from '../../platform/bus.server';
import type { Db } from '../../platform/db.server';
import { ValidationError } from '../../lib/errors';
import { coinHistory } from './coin.server';
import { cmcGlobal, cmcListing, cmcMapEntry, cmcStatus } from './cmc-format';
import { toCoin, toGlobalMetrics } from './normalize';
import { SORT_KEYS, sortCoins, topMovers, type SortKey } from './queries';
import type { CoinQuote } from './schemas';
import {
  MARKET_LIMIT,
  TICK_CHANNEL,
  type MarketRead,
  type MarketService,
  type PriceTick,
} from './service.server';

export const HEARTBEAT_MS = 15_000;

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, `must be 1 to ${max}`)
    .max(max, `must be 1 to ${max}`)
    .optional()
    .default(fallback);

/** A comma-separated list of at most QUOTES_MAX_VALUES values, as CoinMarketCap's quotes call takes. */
const QUOTES_MAX_VALUES = 120;
const valueList = z
  .string()
  .max(2000, 'is too long')
  .refine((v) => v.split(',').length <= QUOTES_MAX_VALUES, `takes at most ${QUOTES_MAX_VALUES} values`)
  .optional();

/**
 * Validates a query of the site's own market calls; a bad value answers `{ success: false, error }` naming the
 * parameter (its schema's messages are the predicate: 'must be 1 to 300').
 */
const marketQuery = <S extends z.ZodType>(schema: S) =>
  zValidator('query', schema, (r) => {
    if (r.success) return;
    const issue = r.error.issues[0];
    throw new ValidationError(`${issue?.path.join('.') ?? 'query'} ${issue?.message ?? 'is invalid'}`);
  });

/** Sort keys as the site writes them, and in CoinMarketCap's snake case (market_cap, percent_change_24h). */
const SORT_ALIASES: Record<string, SortKey> = {
  market_cap: 'marketCap',
  percent_change_24h: 'change',
  volume_24h: 'volume',
  cmc_rank: 'rank',
};
const sortParam = z.preprocess(
  (v) => (typeof v === 'string' ? (SORT_ALIASES[v] ?? v) : v),
  z
    .enum(SORT_KEYS, { error: `must be one of: ${SORT_KEYS.join(', ')}` })
    .optional()
    .default('rank'),
);

/** Validates a CoinMarketCap-compatible query: a bad value answers CoinMarketCap's 400 naming the parameter. */
const cmcQuery = <S extends z.ZodType>(schema: S) =>
  zValidator('query', schema, (r, c) => {
    if (r.success) return undefined;
    const issue = r.error.issues[0];
    return cmcBadRequest(
      c,
      `Invalid value for "${issue?.path.join('.') ?? 'query'}": ${issue?.message ?? ''}`,
    );
  });

/** CoinMarketCap answers a bad parameter with status.error_code 400 and a message. */
function cmcBadRequest(c: Context, message: string) {
  return c.json({ status: cmcStatus(Date.now(), { error_code: 400, error_message: message }) }, 400);
}

/** Distinct queries whose answers are kept per snapshot; rotating query strings evict the oldest. */
const RESPONSE_MEMO_MAX = 200;

/**
 * Serialised answers per snapshot and query, with a strong ETag and a gzip copy made once: a cached answer
 * costs a map lookup, not a JSON.stringify and a compression per request. Recomputed when the snapshot changes.
 */
function createResponder() {
  let version = -1;
  const memo = new LRUCache<string, { body: string; etag: string; gzip?: Buffer }>({
    max: RESPONSE_MEMO_MAX,
  });
  return (c: Context, read: MarketRead, key: string, build: () => unknown) => {
    if (read.snapshot.fetchedAt !== version) {
      version = read.snapshot.fetchedAt;
      memo.clear();
    }
    let entry = memo.get(key);
    if (!entry) {
      const body = JSON.stringify(build());
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
      memo.set(key, entry);
    }
    c.header('X-Cache-Status', read.status);
    c.header('ETag', entry.etag);
    c.header('Cache-Control', 'no-cache');
    c.header('Last-Modified', new Date(read.snapshot.fetchedAt).toUTCString());
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === entry.etag) return c.body(null, 304);
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '') && entry.body.length > 1024) {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return c.body(new Uint8Array(entry.gzip), 200, { ...json, 'Content-Encoding': 'gzip' });
    }
    return c.body(entry.body, 200, json);
  };
}

export function marketApi(deps: {
  market: MarketService;
  bus: Bus;
  clock: () => number;
  shutdownSignal: AbortSignal;
  database: { db: Db };
}) {
  const { market, bus, clock, shutdownSignal } = deps;
  const { db } = deps.database;
  const respond = createResponder();
  const total = (r: MarketRead) => r.snapshot.global.totalMarketCapUsd;

  const cmc = new Hono()
    .get(
      '/cryptocurrency/listings/latest',
      cmcQuery(
        z.object({
          limit: limitParam(MARKET_LIMIT, 100),
          start: limitParam(MARKET_LIMIT, 1),
          convert: z.string().max(10, 'only USD').optional().default('USD'),
        }),
      ),
      async (c) => {
        const { limit, start, convert } = c.req.valid('query');
        if (convert.toUpperCase() !== 'USD') return cmcBadRequest(c, 'Invalid value for "convert": only USD');
        const read = await market.read();
        return respond(c, read, `listings:${start}:${limit}`, () => {
          const data = read.snapshot.coins
            .slice(start - 1, start - 1 + limit)
            .map((q) => cmcListing(q, total(read)));
          return {
            status: cmcStatus(read.snapshot.fetchedAt, { total_count: read.snapshot.coins.length }),
            data,
          };
        });
      },
    )
    .get(
      '/cryptocurrency/quotes/latest',
      cmcQuery(z.object({ symbol: valueList, id: valueList, slug: valueList })),
      async (c) => {
        const { symbol, id, slug } = c.req.valid('query');
        const list = (v: string | undefined) =>
          (v ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
        if (!symbol && !id && !slug) return cmcBadRequest(c, '"id", "slug" or "symbol" is required');
        const read = await market.read();
        const pick = (key: (q: CoinQuote) => string, wanted: string[]) => {
          const data: Record<string, ReturnType<typeof cmcListing>> = {};
          for (const w of wanted) {
            const q = read.snapshot.coins.find((coin) => key(coin) === w);
            if (q) data[w] = cmcListing(q, total(read));
          }
          return data;
        };
        const data = id
          ? pick((q) => String(q.id), list(id))
          : slug
            ? pick(
                (q) => q.slug,
                list(slug).map((s) => s.toLowerCase()),
              )
            : pick(
                (q) => q.symbol,
                list(symbol).map((s) => s.toUpperCase()),
              );
        if (Object.keys(data).length === 0) return cmcBadRequest(c, 'No coin matches the given value');
        return respond(c, read, `quotes:${id ?? ''}:${slug ?? ''}:${symbol ?? ''}`, () => ({
          status: cmcStatus(read.snapshot.fetchedAt),
          data,
        }));
      },
    )
    .get('/cryptocurrency/map', cmcQuery(z.object({ limit: limitParam(5000, MARKET_LIMIT) })), async (c) => {
      const { limit } = c.req.valid('query');
      const read = await market.read();
      return respond(c, read, `map:${limit}`, () => ({
        status: cmcStatus(read.snapshot.fetchedAt),
        data: read.snapshot.coins.slice(0, limit).map((q) =>
          cmcMapEntry({
            id: q.id,
            rank: q.rank,
            name: q.name,
            symbol: q.symbol,
            slug: q.slug,
            isActive: true,
            platform: q.platform,
            firstHistoricalData: null,
          }),
        ),
      }));
    })
    .get('/global-metrics/quotes/latest', async (c) => {
      const read = await market.read();
      return respond(c, read, 'global', () => ({
        status: cmcStatus(read.snapshot.fetchedAt),
        data: cmcGlobal(read.snapshot.global),
      }));
    });

  const cache = new Hono()
    .get(
      '/',
      marketQuery(
        z.object({
          limit: limitParam(MARKET_LIMIT, 100),
          sort: sortParam,
          order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional().default('asc'),
        }),
      ),
      async (c) => {
        const { limit, sort, order } = c.req.valid('query');
        const read = await market.read();
        return respond(c, read, `cache:${limit}:${sort}:${order}`, () => {
          const coins = sortCoins(read.snapshot.coins.map(toCoin), sort, order).slice(0, limit);
          const globalMetrics = toGlobalMetrics(read.snapshot.global, read.snapshot.coins);
          return {
            success: true,
            data: coins,
            globalMetrics,
            meta: {
              ...globalMetrics,
              cacheStatus: read.status,
              source: read.snapshot.source,
              fetchedAt: new Date(read.snapshot.fetchedAt).toISOString(),
              total: read.snapshot.coins.length,
            },
          };
        });
      },
    )
    .get('/ticker', marketQuery(z.object({ limit: limitParam(MARKET_LIMIT, 10) })), async (c) => {
      const { limit } = c.req.valid('query');
      const read = await market.read();
      return respond(c, read, `ticker:${limit}`, () => ({
        success: true,
        data: read.snapshot.coins.slice(0, limit).map((q) => {
          const coin = toCoin(q);
          return {
            id: coin.id,
            symbol: coin.symbol,
            name: coin.name,
            price: coin.price,
            change: coin.change,
            image: coin.image,
          };
        }),
        meta: {
          cacheStatus: read.status,
          source: read.snapshot.source,
          fetchedAt: new Date(read.snapshot.fetchedAt).toISOString(),
        },
      }));
    })
    .get(
      '/performers',
      marketQuery(
        z.object({
          type: z
            .enum(['gainers', 'losers'], { error: 'must be gainers or losers' })
            .optional()
            .default('gainers'),
          limit: limitParam(100, 10),
        }),
      ),
      async (c) => {
        const { type, limit } = c.req.valid('query');
        const read = await market.read();
        return respond(c, read, `performers:${type}:${limit}`, () => ({
          success: true,
          data: topMovers(read.snapshot.coins.map(toCoin), type, limit),
          meta: {
            type,
            cacheStatus: read.status,
            source: read.snapshot.source,
            fetchedAt: new Date(read.snapshot.fetchedAt).toISOString(),
          },
        }));
      },
    )
    .get('/stats', (c) => c.json({ success: true, data: market.stats() }));

  const stream = new Hono().get('/prices', (c) =>
    streamSSE(c, async (sse) => {
      const queue: PriceTick[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = await bus.subscribe(TICK_CHANNEL, (message) => {
        queue.push(message as PriceTick);
        wake?.();
      });
      // A reconnecting browser that missed ticks gets every price of the current snapshot first.
      const lastId = Number(c.req.header('Last-Event-ID') ?? 'NaN');
      const { snapshot } = await market.read();
      if (!Number.isFinite(lastId) || lastId < snapshot.fetchedAt) {
        queue.unshift({
          fetchedAt: snapshot.fetchedAt,
          source: snapshot.source,
          coins: snapshot.coins.map((q) => ({
            id: q.id,
            symbol: q.symbol,
            price: q.priceUsd,
            change: q.percentChange24h,
            marketCap: q.marketCapUsd,
            volume: q.volume24hUsd,
          })),
        });
      }
      let open = !shutdownSignal.aborted;
      const close = () => {
        open = false;
        wake?.();
      };
      sse.onAbort(close);
      shutdownSignal.addEventListener('abort', close, { once: true });
      try {
        await sse.writeSSE({ event: 'ready', data: JSON.stringify({ at: clock() }), retry: 3000 });
        while (open) {
          const tick = queue.shift();
          if (tick) {
            await sse.writeSSE({ event: 'tick', id: String(tick.fetchedAt), data: JSON.stringify(tick) });
            continue;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          if (open && queue.length === 0) await sse.writeSSE({ event: 'heartbeat', data: String(clock()) });
        }
      } finally {
        shutdownSignal.removeEventListener('abort', close);
        await unsubscribe();
      }
    }),
  );

  const history = new Hono().get(
    '/history/:id',
    zValidator('param', z.object({ id: z.coerce.number().int().positive() }), (r, c) =>
      r.success ? undefined : c.json({ success: false, error: 'Invalid coin id' }, 400),
    ),
    zValidator(
      'query',
      z.object({ range: z.enum(['1D', '7D', '1M', '1Y', 'ALL']).optional().default('7D') }),
      (r, c) =>
        r.success ? undefined : c.json({ success: false, error: 'range must be 1D, 7D, 1M, 1Y or ALL' }, 400),
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const { range } = c.req.valid('query');
      const candles = await coinHistory(db, id, range, clock());
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, data: candles });
    },
  );

  return new Hono()
    .route('/coinmarketcap', cmc)
    .route('/market-cache', cache)
    .route('/market', history)
    .route('/stream', stream);
}
