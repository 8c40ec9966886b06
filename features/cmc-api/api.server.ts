// /api/coinmarketcap/*: the CoinMarketCap-compatible calls, answered from the market snapshot in CoinMarketCap's
// wire format. Their errors keep CoinMarketCap's 400 shape (the app mounts the one error mapper with
// cmcErrorBody), because their callers parse that format.
import { Hono } from 'hono';
import { z } from 'zod';
import { dec, isDecimalText } from '../../lib/decimal';
import { ValidationError } from '../../lib/errors';
import { commaList, countParam, validated } from '../../platform/validation.server';
import type { Db } from '../../platform/db.server';
import {
  CANDLE_INTERVALS,
  createSnapshotResponder,
  readCandleSpan,
  MARKET_LIMIT,
  type Coin,
  type MarketRead,
  type MarketService,
} from '../market/server';
import { cmcGlobal, cmcListing, cmcMapEntry, cmcStatus } from './answers';

/** A comma-separated list of at most QUOTES_MAX_VALUES values, as CoinMarketCap's quotes call takes. */
const QUOTES_MAX_VALUES = 120;
const valueList = z
  .string()
  .max(2000, 'is too long')
  .refine((v) => v.split(',').length <= QUOTES_MAX_VALUES, `takes at most ${QUOTES_MAX_VALUES} values`)
  .optional();

/** Validates a query as CoinMarketCap does: a bad value answers 400 naming the parameter. */
const cmcQuery = <S extends z.ZodType>(schema: S) =>
  validated('query', schema, ({ field, message }) => `Invalid value for "${field}": ${message}`);

export function cmcApi(deps: { market: MarketService }) {
  const { market } = deps;
  const respond = createSnapshotResponder();
  const total = (r: MarketRead) => r.snapshot.global.totalMarketCapUsd;

  return new Hono()
    .get(
      '/cryptocurrency/listings/latest',
      cmcQuery(
        z.object({
          limit: countParam(MARKET_LIMIT, 100),
          start: countParam(MARKET_LIMIT, 1),
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
        if (!symbol && !id && !slug) throw new ValidationError('"id", "slug" or "symbol" is required');
        const read = await market.read();
        const pick = (key: (q: Coin) => string, wanted: string[]) => {
          const data: Record<string, ReturnType<typeof cmcListing>> = {};
          for (const w of wanted) {
            const q = read.snapshot.coins.find((coin) => key(coin) === w);
            if (q) data[w] = cmcListing(q, total(read));
          }
          return data;
        };
        const data = id
          ? pick((q) => String(q.id), commaList(id))
          : slug
            ? pick(
                (q) => q.slug,
                commaList(slug).map((s) => s.toLowerCase()),
              )
            : pick(
                (q) => q.symbol,
                commaList(symbol).map((s) => s.toUpperCase()),
              );
        if (Object.keys(data).length === 0) throw new ValidationError('No coin matches the given value');
        return respond(c, read, `quotes:${id ?? ''}:${slug ?? ''}:${symbol ?? ''}`, () => ({
          status: cmcStatus(read.snapshot.fetchedAt),
          data,
        }));
      },
    )
    .get('/cryptocurrency/map', cmcQuery(z.object({ limit: countParam(5000, MARKET_LIMIT) })), async (c) => {
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
}

/** The most candles one OHLCV call answers (CoinMarketCap's own bound). */
const OHLCV_MAX_COUNT = 10_000;
/** A time as CoinMarketCap takes it: ISO 8601, or Unix seconds. */
const timeParam = z
  .string()
  .max(40, 'is too long')
  .transform((v, ctx) => {
    const ms = /^\d{1,12}$/.test(v) ? Number(v) * 1000 : Date.parse(v);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 time or Unix seconds' });
      return z.NEVER;
    }
    return ms;
  });

/** The largest amount the price conversion takes (CoinMarketCap's own bound is 1e9; a little room above). */
const CONVERSION_MAX_AMOUNT = 1e12;

/**
 * /api/coinmarketcap/v2/*: the v2 calls Blockcast answers from its own data. Price conversion converts an amount of
 * one coin into USD and into other coins at the snapshot's prices, in decimals (CoinMarketCap's `data` is one object
 * for an `id`, a list for a `symbol`, which may name several coins).
 */
export function cmcV2Api(deps: { market: MarketService; database: { db: Db }; clock: () => number }) {
  const { market } = deps;
  const db = deps.database.db;
  return new Hono()
    .get(
      '/cryptocurrency/ohlcv/historical',
      cmcQuery(
        z.object({
          id: z
            .string()
            .regex(/^\d{1,10}$/, 'must be a coin id')
            .optional(),
          symbol: z.string().max(20, 'is too long').optional(),
          slug: z.string().max(80, 'is too long').optional(),
          time_period: z
            .enum(['daily', 'hourly'], { message: 'must be daily or hourly' })
            .optional()
            .default('daily'),
          interval: z.enum(['daily', 'hourly'], { message: 'must be daily or hourly' }).optional(),
          time_start: timeParam.optional(),
          time_end: timeParam.optional(),
          count: countParam(OHLCV_MAX_COUNT, 10),
          convert: z.string().max(10).optional().default('USD'),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        if (q.convert.toUpperCase() !== 'USD')
          throw new ValidationError('Invalid value for "convert": only USD');
        if ([q.id, q.symbol, q.slug].filter(Boolean).length !== 1)
          throw new ValidationError('One of "id", "slug" or "symbol" is required');
        const coins = (await market.read()).snapshot.coins;
        const coin = q.id
          ? coins.find((x) => x.id === Number(q.id))
          : q.slug
            ? coins.find((x) => x.slug === q.slug?.toLowerCase())
            : coins.find((x) => x.symbol === q.symbol?.toUpperCase());
        if (!coin) throw new ValidationError('No coin matches the given value');
        const period = q.interval ?? q.time_period;
        const interval = period === 'hourly' ? '1h' : '1d';
        const size = CANDLE_INTERVALS[interval];
        const to = q.time_end ?? deps.clock() + size;
        const from = q.time_start ?? 0;
        if (from >= to)
          throw new ValidationError('Invalid value for "time_start": must be before "time_end"');
        const candles = await readCandleSpan(db, coin.id, interval, { from, to, limit: q.count });
        const iso = (ms: number) => new Date(ms).toISOString();
        const quotes = candles.map((k) => ({
          time_open: iso(k.time),
          time_close: iso(k.time + size - 1),
          // When in the bucket the high and the low came is not stored.
          time_high: null,
          time_low: null,
          quote: {
            USD: {
              open: k.open,
              high: k.high,
              low: k.low,
              close: k.close,
              volume: k.volume,
              // Past market caps are not stored.
              market_cap: null,
              timestamp: iso(k.time + size - 1),
            },
          },
        }));
        const entry = { id: coin.id, name: coin.name, symbol: coin.symbol, quotes };
        c.header('Cache-Control', 'public, max-age=60');
        return c.json({
          status: cmcStatus(deps.clock()),
          // CoinMarketCap's v2: one object for an id or a slug, a list under the symbol for a symbol.
          data: q.symbol ? { [coin.symbol]: [entry] } : entry,
        });
      },
    )
    .get(
      '/tools/price-conversion',
      cmcQuery(
        z.object({
          amount: z
            .string({ message: 'is required' })
            .max(40, 'is too long')
            .refine(isDecimalText, 'must be a number')
            // Only a number is compared: zod runs this refinement too after 'must be a number'.
            .refine(
              (v) => !isDecimalText(v) || (dec(v).gt(0) && dec(v).lte(CONVERSION_MAX_AMOUNT)),
              'must be above 0 and at most 1e12',
            ),
          id: z
            .string()
            .regex(/^\d{1,10}$/, 'must be a coin id')
            .optional(),
          symbol: z.string().max(20, 'is too long').optional(),
          convert: z.string().max(400, 'is too long').optional().default('USD'),
          time: z.string().max(40).optional(),
        }),
      ),
      async (c) => {
        const { amount, id, symbol, convert, time } = c.req.valid('query');
        if (time !== undefined)
          throw new ValidationError('Invalid value for "time": only the latest prices are converted');
        if (!id === !symbol) throw new ValidationError('Either "id" or "symbol" is required, not both');
        const read = await market.read();
        const { coins, fetchedAt } = read.snapshot;
        const targets = commaList(convert).map((s) => s.toUpperCase());
        if (targets.length === 0 || targets.length > 40)
          throw new ValidationError('Invalid value for "convert": 1 to 40 symbols');
        const priceIn = new Map<string, number>();
        for (const t of targets) {
          const coin = t === 'USD' ? { price: 1 } : coins.find((q) => q.symbol === t);
          if (!coin || !(coin.price > 0)) throw new ValidationError(`Invalid value for "convert": "${t}"`);
          priceIn.set(t, coin.price);
        }
        const updated = new Date(fetchedAt).toISOString();
        const converted = (q: Coin) => ({
          id: q.id,
          symbol: q.symbol,
          name: q.name,
          amount: Number(amount),
          last_updated: updated,
          quote: Object.fromEntries(
            targets.map((t) => [
              t,
              {
                price: Number(
                  dec(amount)
                    .times(q.price)
                    .div(priceIn.get(t) ?? 1)
                    .toPrecision(15),
                ),
                last_updated: updated,
              },
            ]),
          ),
        });
        const matches = id
          ? coins.filter((q) => q.id === Number(id))
          : coins.filter((q) => q.symbol === symbol?.toUpperCase());
        if (matches.length === 0) throw new ValidationError('No coin matches the given value');
        return c.json({
          status: cmcStatus(fetchedAt),
          data: id ? converted(matches[0]!) : matches.map(converted),
        });
      },
    );
}
