// Market HTTP API: CoinMarketCap-compatible endpoints, the server market cache, and the live price stream.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zValidator } from '@hono/zod-validator';
import { LRUCache } from 'lru-cache';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ClientAddress } from '../../platform/client-address.server';
import type { Db } from '../../platform/db.server';
import { AppError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../platform/logger.server';
import { coinHistory } from './coin.server';
import { cmcGlobal, cmcListing, cmcMapEntry, cmcStatus } from './cmc-format';
import { toCoin, toGlobalMetrics } from './normalize';
import { SORT_KEYS, sortCoins, topMovers, type SortKey } from './queries';
import type { CoinQuote } from './schemas';
import { MARKET_LIMIT, type MarketRead, type MarketService } from './service.server';
import { STREAM_MAX_COINS, type PriceStream } from './stream.server';

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
  zValidator('query', schema, (r) => {
    if (r.success) return;
    const issue = r.error.issues[0];
    throw new ValidationError(
      `Invalid value for "${issue?.path.join('.') ?? 'query'}": ${issue?.message ?? ''}`,
    );
  });

/**
 * The compatible API's errors in CoinMarketCap's shape: `status.error_code` is the HTTP status and
 * `error_message` the typed error's text; anything else is answered as a 500 without detail. Failures are logged.
 */
function cmcErrorResponse(err: Error, c: Context, logger: Logger) {
  const known = err instanceof AppError;
  const status = known ? err.status : 500;
  if (status >= 500)
    logger.error({ err: known ? (err.cause ?? err) : err, path: c.req.path }, 'compatible API error');
  const message = known ? err.message : 'Internal server error';
  return c.json({ status: cmcStatus(Date.now(), { error_code: status, error_message: message }) }, status);
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
  priceStream: PriceStream;
  clientAddress: ClientAddress;
  database: { db: Db };
  logger: Logger;
  clock: () => number;
}) {
  const { market, priceStream, clientAddress, clock, logger } = deps;
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
        if (convert.toUpperCase() !== 'USD')
          throw new ValidationError('Invalid value for "convert": only USD');
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
        if (!symbol && !id && !slug) throw new ValidationError('"id", "slug" or "symbol" is required');
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
        if (Object.keys(data).length === 0) throw new ValidationError('No coin matches the given value');
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
    })
    .onError((err, c) => cmcErrorResponse(err, c, logger));

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
    .get('/stats', (c) =>
      c.json({ success: true, data: { ...market.stats(), stream: priceStream.stats() } }),
    );

  const stream = new Hono().get(
    '/prices',
    marketQuery(
      z
        .object({
          ids: z
            .string()
            .max(STREAM_MAX_COINS * 8, 'is too long')
            .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be coin ids separated by commas')
            .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b))
            .refine((ids) => ids.length <= STREAM_MAX_COINS, `takes at most ${STREAM_MAX_COINS} coins`)
            .optional(),
          top: z.coerce
            .number({ error: 'must be a whole number' })
            .int('must be a whole number')
            .min(1, `must be 1 to ${MARKET_LIMIT}`)
            .max(MARKET_LIMIT, `must be 1 to ${MARKET_LIMIT}`)
            .optional(),
        })
        .refine((q) => q.ids !== undefined || q.top !== undefined, {
          message: 'name the coins to stream: ids=1,1027 or top=1 to 300',
          path: ['ids'],
        }),
    ),
    async (c) => {
      const { ids = [], top = 0 } = c.req.valid('query');
      const body = await priceStream.open({ top, ids }, clientAddress(c), c.req.header('Last-Event-ID'));
      return c.body(body, 200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        // Proxies that buffer (nginx) would hold ticks back.
        'X-Accel-Buffering': 'no',
      });
    },
  );

  const history = new Hono().get(
    '/history/:id',
    zValidator('param', z.object({ id: z.coerce.number().int().positive() }), (r) => {
      if (!r.success) throw new ValidationError('Invalid coin id');
    }),
    zValidator(
      'query',
      z.object({ range: z.enum(['1D', '7D', '1M', '1Y', 'ALL']).optional().default('7D') }),
      (r) => {
        if (!r.success) throw new ValidationError('range must be 1D, 7D, 1M, 1Y or ALL');
      },
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
