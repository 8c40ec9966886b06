// /api/coinmarketcap/*: the CoinMarketCap-compatible calls, answered from the market snapshot in CoinMarketCap's
// wire format. Their errors keep CoinMarketCap's 400 shape (the app mounts the one error mapper with
// cmcErrorBody), because their callers parse that format.
import { Hono } from 'hono';
import { z } from 'zod';
import { dec, isDecimalText } from '../../lib/decimal';
import { ValidationError } from '../../lib/errors';
import { documented } from '../../platform/openapi.server';
import { commaList, countParam, validated } from '../../platform/validation.server';
import type { Db } from '../../platform/db.server';
import { coinImageUrl } from '../media/server';
import {
  CANDLE_INTERVALS,
  coinProfile,
  createSnapshotResponder,
  readCandleSpan,
  MARKET_LIMIT,
  type Coin,
  type MarketRead,
  type MarketService,
} from '../market/server';
import { cmcGlobal, cmcInfo, cmcListing, cmcMapEntry, cmcStatus } from './answers';
import {
  cmcConversionAnswer,
  cmcErrorSchema,
  cmcGlobalAnswer,
  cmcInfoAnswer,
  cmcListingsAnswer,
  cmcMapAnswer,
  cmcOhlcvAnswer,
  cmcQuotesAnswer,
} from './schemas';

const TAG = 'CoinMarketCap-compatible';
/** A CoinMarketCap-compatible call's description: its failures answer in CoinMarketCap's shape. */
const cmcCall = (summary: string, answer: z.ZodType, description?: string) =>
  documented({ summary, description, tag: TAG, answer, errorBody: cmcErrorSchema });

/** A comma-separated list of at most QUOTES_MAX_VALUES values, as CoinMarketCap's quotes call takes. */
const QUOTES_MAX_VALUES = 120;
const valueList = z
  .string()
  .max(2000, 'is too long')
  .refine((v) => v.split(',').length <= QUOTES_MAX_VALUES, `takes at most ${QUOTES_MAX_VALUES} values`)
  .optional();

/** The coins a call names: by id, slug or symbol, each a comma-separated list. */
const coinList = z.object({
  id: valueList.meta({ description: 'CoinMarketCap ids, comma-separated: 1,1027' }),
  slug: valueList.meta({ description: 'Slugs, comma-separated: bitcoin,ethereum' }),
  symbol: valueList.meta({ description: 'Symbols, comma-separated: BTC,ETH' }),
});

/** A call names its coins one way: by id, by slug or by symbol. */
function oneWayOfNaming(q: { id?: string; slug?: string; symbol?: string }) {
  const given = [q.id, q.slug, q.symbol].filter(Boolean).length;
  if (given === 0) throw new ValidationError('One of "id", "slug" or "symbol" is required');
  if (given > 1) throw new ValidationError('Give only one of "id", "slug" or "symbol"');
}

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
      cmcCall(
        'Latest listings',
        cmcListingsAnswer,
        'The coins by market cap rank, from `start` (1-based), at most `limit`; prices in USD.',
      ),
      cmcQuery(
        z.object({
          limit: countParam(MARKET_LIMIT, 100).meta({ description: 'How many coins, 1 to 300' }),
          start: countParam(MARKET_LIMIT, 1).meta({ description: 'The rank to start from (1-based)' }),
          convert: z.string().max(10, 'only USD').optional().default('USD').meta({ description: 'Only USD' }),
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
      cmcCall(
        'Latest quotes',
        cmcQuotesAnswer,
        'The latest quote of each coin named by `id`, `slug` or `symbol` (comma-separated, at most 120).',
      ),
      cmcQuery(coinList),
      async (c) => {
        const { symbol, id, slug } = c.req.valid('query');
        oneWayOfNaming({ id, slug, symbol });
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
    .get(
      '/cryptocurrency/map',
      cmcCall('Coin map', cmcMapAnswer, "Every listed coin's id, rank, name, symbol and slug."),
      cmcQuery(
        z.object({ limit: countParam(5000, MARKET_LIMIT).meta({ description: 'How many coins, by rank' }) }),
      ),
      async (c) => {
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
      },
    )
    .get(
      '/global-metrics/quotes/latest',
      cmcCall('Global metrics', cmcGlobalAnswer, "The whole market's cap, volume and dominance."),
      async (c) => {
        const read = await market.read();
        return respond(c, read, 'global', () => ({
          status: cmcStatus(read.snapshot.fetchedAt),
          data: cmcGlobal(read.snapshot.global),
        }));
      },
    );
}

/** The most candles one OHLCV call answers (CoinMarketCap's own bound). */
const OHLCV_MAX_COUNT = 10_000;
/** The last moment a time parameter may name: the end of the year 9999. */
const LATEST_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** A time as CoinMarketCap takes it: ISO 8601, or Unix seconds, from 1970 to the year 9999. */
const timeParam = z
  .string()
  .max(40, 'is too long')
  .transform((v, ctx) => {
    const ms = /^\d{1,12}$/.test(v) ? Number(v) * 1000 : Date.parse(v);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 time or Unix seconds' });
      return z.NEVER;
    }
    if (ms < 0 || ms > LATEST_TIME_MS) {
      ctx.addIssue({ code: 'custom', message: 'must be from 1970 to the year 9999' });
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
export function cmcV2Api(deps: {
  market: MarketService;
  database: { db: Db };
  clock: () => number;
  siteUrl: string;
}) {
  const { market } = deps;
  const db = deps.database.db;
  return new Hono()
    .get(
      '/cryptocurrency/info',
      cmcCall(
        'Coin metadata',
        cmcInfoAnswer,
        "Each named coin's description, logo, tags, platform and links (`id`, `slug` or `symbol`, comma-separated).",
      ),
      cmcQuery(coinList),
      async (c) => {
        const { symbol, id, slug } = c.req.valid('query');
        oneWayOfNaming({ id, slug, symbol });
        const read = await market.read();
        const { coins, fetchedAt } = read.snapshot;
        const info = (q: Coin) => cmcInfo(q, coinProfile(q), new URL(coinImageUrl(q), deps.siteUrl).href);
        const data: Record<string, ReturnType<typeof info> | ReturnType<typeof info>[]> = {};
        if (symbol) {
          for (const s of commaList(symbol).map((v) => v.toUpperCase())) {
            const matches = coins.filter((q) => q.symbol === s);
            if (matches.length) data[s] = matches.map(info);
          }
        } else {
          const wanted = id ? commaList(id) : commaList(slug).map((v) => v.toLowerCase());
          for (const w of wanted) {
            const q = coins.find((coin) => (id ? String(coin.id) : coin.slug) === w);
            if (q) data[String(q.id)] = info(q);
          }
        }
        if (Object.keys(data).length === 0) throw new ValidationError('No coin matches the given value');
        return c.json({ status: cmcStatus(fetchedAt), data });
      },
    )
    .get(
      '/cryptocurrency/ohlcv/historical',
      cmcCall(
        'OHLCV history',
        cmcOhlcvAnswer,
        "A coin's daily or hourly open, high, low, close and volume, from the stored candles, oldest first.",
      ),
      cmcQuery(
        z.object({
          id: z
            .string()
            .regex(/^\d{1,10}$/, 'must be a coin id')
            .optional()
            .meta({ description: 'One CoinMarketCap id: 1' }),
          symbol: z.string().max(20, 'is too long').optional().meta({ description: 'One symbol: BTC' }),
          slug: z.string().max(80, 'is too long').optional().meta({ description: 'One slug: bitcoin' }),
          time_period: z
            .enum(['daily', 'hourly'], { message: 'must be daily or hourly' })
            .optional()
            .default('daily'),
          interval: z.enum(['daily', 'hourly'], { message: 'must be daily or hourly' }).optional(),
          time_start: timeParam
            .optional()
            .meta({ description: 'From (ISO 8601 or Unix seconds); the oldest stored by default' }),
          time_end: timeParam
            .optional()
            .meta({ description: 'Up to (ISO 8601 or Unix seconds); now by default' }),
          count: countParam(OHLCV_MAX_COUNT, 10).meta({ description: 'How many periods at most' }),
          convert: z.string().max(10).optional().default('USD'),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        if (q.convert.toUpperCase() !== 'USD')
          throw new ValidationError('Invalid value for "convert": only USD');
        oneWayOfNaming(q);
        const { coins, fetchedAt } = (await market.read()).snapshot;
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
        return c.json({
          // As of the snapshot the candles were stored with, not the time of asking: the same answer until the
          // next tick, so a caller asking again with If-None-Match gets a 304.
          status: cmcStatus(fetchedAt),
          // CoinMarketCap's v2: one object for an id or a slug, a list under the symbol for a symbol.
          data: q.symbol ? { [coin.symbol]: [entry] } : entry,
        });
      },
    )
    .get(
      '/tools/price-conversion',
      cmcCall(
        'Price conversion',
        cmcConversionAnswer,
        'An amount of one coin in USD and in other coins (`convert`, comma-separated), at the latest prices.',
      ),
      cmcQuery(
        z.object({
          amount: z
            .string({ message: 'is required' })
            .max(40, 'is too long')
            .refine(isDecimalText, 'must be a number')
            // Only a number is compared: zod runs this refinement too after 'must be a number'.
            .refine(
              (v) => !isDecimalText(v) || (dec(v).gt(0) && dec(v).lte(CONVERSION_MAX_AMOUNT)),
              'must be above 0 and at most 1000000000000',
            )
            .meta({ description: 'The amount of the coin, a decimal above 0: 2.5' }),
          id: z
            .string()
            .regex(/^\d{1,10}$/, 'must be a coin id')
            .optional()
            .meta({ description: 'The coin to convert, by CoinMarketCap id (or give symbol)' }),
          symbol: z
            .string()
            .max(20, 'is too long')
            .optional()
            .meta({ description: 'The coin to convert, by symbol (or give id)' }),
          convert: z
            .string()
            .max(400, 'is too long')
            .optional()
            .default('USD')
            .meta({ description: 'USD and coin symbols to convert into, comma-separated (at most 40)' }),
          time: z
            .string()
            .max(40)
            .optional()
            .meta({ description: 'Not supported: only the latest prices are converted' }),
        }),
      ),
      async (c) => {
        const { amount, id, symbol, convert, time } = c.req.valid('query');
        if (time !== undefined)
          throw new ValidationError('Invalid value for "time": only the latest prices are converted');
        if (!id && !symbol) throw new ValidationError('One of "id" or "symbol" is required');
        if (id && symbol) throw new ValidationError('Give only one of "id" or "symbol"');
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
