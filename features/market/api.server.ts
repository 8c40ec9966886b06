// Market HTTP API: the server market cache and a coin's price history. (The live price stream's call is
// stream/api.server.ts; the CoinMarketCap-compatible calls are features/cmc-api.)
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db.server';
import { countParam, fieldFirst, validated } from '../../platform/validation.server';
import { coinHistory } from './coin.server';
import { toGlobalMetrics, toMarketCacheCoin, toMarketCacheTickerCoin } from './market-cache-format';
import { SORT_KEYS, sortCoins, topMovers, type SortKey } from './queries';
import { MARKET_LIMIT, type MarketService } from './service.server';
import { createSnapshotResponder } from './snapshot-answers.server';
import type { PriceStream } from './stream/hub.server';

/** Validates a query of the site's own market calls; a bad value answers 'limit must be 1 to 300'. */
const marketQuery = <S extends z.ZodType>(schema: S) => validated('query', schema, fieldFirst);

/** Sort keys as the site writes them, and in CoinMarketCap's snake case (market_cap, percent_change_24h). */
const SORT_ALIASES: Record<string, SortKey> = {
  market_cap: 'marketCap',
  percent_change_1h: 'change1h',
  percent_change_24h: 'change',
  percent_change_7d: 'change7d',
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

const SPARKLINE_IDS_MESSAGE = `ids must be 1 to ${MARKET_LIMIT} coin ids separated by commas`;
/** ids=1,1027,…: the coins whose 7-day sparklines are wanted (GET /api/market/sparklines). */
const SPARKLINE_IDS = z
  .string()
  .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${MARKET_LIMIT - 1}}$`))
  .transform((ids) => [...new Set(ids.split(',').map(Number))]);

export function marketApi(deps: {
  market: MarketService;
  priceStream: PriceStream;
  database: { db: Db };
  clock: () => number;
}) {
  const { market, priceStream, clock } = deps;
  const { db } = deps.database;
  const respond = createSnapshotResponder();

  const cache = new Hono()
    .get(
      '/',
      marketQuery(
        z.object({
          limit: countParam(MARKET_LIMIT, 100),
          sort: sortParam,
          order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional().default('asc'),
        }),
      ),
      async (c) => {
        const { limit, sort, order } = c.req.valid('query');
        const read = await market.read();
        return respond(c, read, `cache:${limit}:${sort}:${order}`, () => {
          const coins = sortCoins(read.snapshot.coins, sort, order).slice(0, limit).map(toMarketCacheCoin);
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
    .get('/ticker', marketQuery(z.object({ limit: countParam(MARKET_LIMIT, 10) })), async (c) => {
      const { limit } = c.req.valid('query');
      const read = await market.read();
      return respond(c, read, `ticker:${limit}`, () => ({
        success: true,
        data: read.snapshot.coins.slice(0, limit).map(toMarketCacheTickerCoin),
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
          limit: countParam(100, 10),
        }),
      ),
      async (c) => {
        const { type, limit } = c.req.valid('query');
        const read = await market.read();
        return respond(c, read, `performers:${type}:${limit}`, () => ({
          success: true,
          data: topMovers(read.snapshot.coins, type, limit).map(toMarketCacheCoin),
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

  const history = new Hono().get(
    '/history/:id',
    validated('param', z.object({ id: z.coerce.number().int().positive() }), 'Invalid coin id'),
    validated(
      'query',
      z.object({ range: z.enum(['1D', '7D', '1M', '1Y', 'ALL']).optional().default('7D') }),
      'range must be 1D, 7D, 1M, 1Y or ALL',
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const { range } = c.req.valid('query');
      const candles = await coinHistory(db, id, range, clock());
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, data: candles });
    },
  );

  const sparklines = new Hono().get(
    '/sparklines',
    validated('query', z.object({ ids: SPARKLINE_IDS }), SPARKLINE_IDS_MESSAGE),
    async (c) => {
      const { ids } = c.req.valid('query');
      const all = await market.sparklines();
      const data: Record<string, string> = {};
      for (const id of ids) {
        const packed = all.get(id);
        if (packed) data[id] = packed;
      }
      // The candles move hourly and are read once a minute.
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true, data });
    },
  );

  return new Hono().route('/market-cache', cache).route('/market', history).route('/market', sparklines);
}
