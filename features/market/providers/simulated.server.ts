// The simulated market feed: prices from the built-in dataset moved by a seeded random walk, so a fresh
// install shows a live-looking market with no upstream at all. Same seed and clock, same prices.
import { createRandom, normal } from '../../../lib/random';
import { bucketStart, type Candle, type CandleInterval } from '../candles';
import { datasetUpTo, FALLBACK_GLOBAL, quoteFromDataset, type DatasetCoin } from '../dataset.server';
import type { CoinMapEntry, CoinQuote, GlobalQuote } from '../schemas';
import type { MarketProvider } from './provider';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Daily volatility by kind of coin. */
function dailyVolatility(coin: DatasetCoin): number {
  if (coin.tags.includes('stablecoin')) return 0.0008;
  if (coin.symbol === 'BTC') return 0.025;
  if (coin.tags.includes('meme')) return 0.07;
  if (coin.rank <= 10) return 0.035;
  return 0.05;
}

interface CoinState {
  coin: DatasetCoin;
  price: number;
  sigmaPerSqrtMs: number;
  /** Hourly closes, oldest first; the last 24 give the 24h change. */
  hourly: number[];
  lastHour: number;
  random: () => number;
}

export interface SimulatedProvider extends MarketProvider {
  /** Generated history ending at the current price: daily for `days`, hourly for `hours`. */
  backfill(days: number, hours: number): { coinId: number; interval: CandleInterval; candles: Candle[] }[];
}

export function createSimulatedProvider(options: {
  seed: string;
  clock: () => number;
  /** Continue from these prices (the last stored snapshot) instead of the dataset's. */
  resumeFrom?: Map<number, number>;
}): SimulatedProvider {
  const { clock, seed } = options;
  const start = clock();
  let lastTick = start;
  const states: CoinState[] = datasetUpTo(300).map((coin) => {
    const random = createRandom(`${seed}:${coin.id}`);
    const sigma = dailyVolatility(coin);
    const price = options.resumeFrom?.get(coin.id) ?? coin.priceUsd;
    // Recent hourly closes walked backwards from the current price.
    const hourly = [price];
    for (let i = 0; i < 168; i++) {
      const prev = hourly[0] ?? price;
      hourly.unshift(step(coin, prev, sigma / Math.sqrt(24), random));
    }
    return {
      coin,
      price,
      sigmaPerSqrtMs: sigma / Math.sqrt(DAY_MS),
      hourly,
      lastHour: bucketStart(start, '1h'),
      random,
    };
  });

  function advance() {
    const now = clock();
    const dt = now - lastTick;
    if (dt <= 0) return;
    lastTick = now;
    for (const s of states) {
      s.price = step(s.coin, s.price, s.sigmaPerSqrtMs * Math.sqrt(dt), s.random);
      const hour = bucketStart(now, '1h');
      while (s.lastHour < hour) {
        s.hourly.push(s.price);
        if (s.hourly.length > 169) s.hourly.shift();
        s.lastHour += HOUR_MS;
      }
    }
  }

  function quote(s: CoinState, now: number): CoinQuote {
    const ago = (hours: number) => s.hourly[Math.max(0, s.hourly.length - 1 - hours)] ?? s.price;
    const change = (from: number) => (from > 0 ? (s.price / from - 1) * 100 : 0);
    const base = quoteFromDataset(s.coin, now);
    const scale = s.price / s.coin.priceUsd;
    return {
      ...base,
      priceUsd: s.price,
      marketCapUsd: s.coin.marketCapUsd * scale,
      volume24hUsd: s.coin.volume24hUsd * (0.8 + 0.4 * s.random()),
      percentChange1h: change(ago(1)),
      percentChange24h: change(ago(24)),
      percentChange7d: change(ago(168)),
    };
  }

  function listingsNow(limit: number): CoinQuote[] {
    advance();
    const now = clock();
    return states
      .map((s) => quote(s, now))
      .sort((a, b) => b.marketCapUsd - a.marketCapUsd)
      .slice(0, limit)
      .map((q, i) => ({ ...q, rank: i + 1 }));
  }

  return {
    name: 'simulated',
    async listings(limit) {
      return listingsNow(limit);
    },
    async quotes(ids) {
      const wanted = new Set(ids);
      return listingsNow(300).filter((q) => wanted.has(q.id));
    },
    async globalMetrics(): Promise<GlobalQuote> {
      const all = listingsNow(300);
      const sum = (list: CoinQuote[], f: (q: CoinQuote) => number) => list.reduce((t, q) => t + f(q), 0);
      const listed = sum(all, (q) => q.marketCapUsd);
      // The long tail beyond the top 300 keeps the spec's proportions (top 300 ≈ 96 % of the market).
      const total = listed / 0.96;
      const cap = (symbol: string) => all.find((q) => q.symbol === symbol)?.marketCapUsd ?? 0;
      const stable = all.filter((q) => q.tags.includes('stablecoin'));
      const defi = all.filter((q) => q.tags.includes('defi'));
      const change = (list: CoinQuote[]) => {
        const now = sum(list, (q) => q.marketCapUsd);
        const before = sum(list, (q) => q.marketCapUsd / (1 + q.percentChange24h / 100));
        return before > 0 ? (now / before - 1) * 100 : 0;
      };
      return {
        ...FALLBACK_GLOBAL,
        totalMarketCapUsd: total,
        totalVolume24hUsd: sum(all, (q) => q.volume24hUsd) / 0.96,
        btcDominance: (cap('BTC') / total) * 100,
        ethDominance: (cap('ETH') / total) * 100,
        marketCapChange24h: change(all),
        defiMarketCapUsd: sum(defi, (q) => q.marketCapUsd),
        defiVolume24hUsd: sum(defi, (q) => q.volume24hUsd),
        defiChange24h: change(defi),
        stablecoinMarketCapUsd: sum(stable, (q) => q.marketCapUsd),
        stablecoinVolume24hUsd: sum(stable, (q) => q.volume24hUsd),
        stablecoinChange24h: change(stable),
        lastUpdated: new Date(clock()).toISOString(),
      };
    },
    async map(limit): Promise<CoinMapEntry[]> {
      return datasetUpTo(limit).map((c) => ({
        id: c.id,
        rank: c.rank,
        name: c.name,
        symbol: c.symbol,
        slug: c.slug,
        isActive: true,
        platform: c.platform,
        firstHistoricalData: null,
      }));
    },
    backfill(days, hours) {
      const now = clock();
      const out: { coinId: number; interval: CandleInterval; candles: Candle[] }[] = [];
      for (const s of states) {
        const random = createRandom(`${seed}:${s.coin.id}:backfill`);
        const sigma = dailyVolatility(s.coin);
        out.push({ coinId: s.coin.id, interval: '1d', candles: walkBack(s, now, '1d', days, sigma, random) });
        out.push({
          coinId: s.coin.id,
          interval: '1h',
          candles: walkBack(s, now, '1h', hours, sigma / Math.sqrt(24), random),
        });
      }
      return out;
    },
  };
}

/** One random-walk step; stablecoins are pulled back towards 1 USD. */
function step(coin: DatasetCoin, price: number, sigma: number, random: () => number): number {
  if (coin.tags.includes('stablecoin')) {
    return 1 + (price - 1) * 0.9 + sigma * normal(random) * 0.3;
  }
  return price * Math.exp(sigma * normal(random) - (sigma * sigma) / 2);
}

/** Candles of one interval walked backwards from the current price, oldest first. */
function walkBack(
  s: CoinState,
  now: number,
  interval: CandleInterval,
  count: number,
  sigma: number,
  random: () => number,
): Candle[] {
  const size = interval === '1d' ? DAY_MS : HOUR_MS;
  let close = s.price;
  let time = bucketStart(now, interval);
  const candles: Candle[] = [];
  for (let i = 0; i < count; i++) {
    const open = step(s.coin, close, sigma, random);
    const wiggle = Math.abs(sigma * normal(random)) * 0.5;
    const high = Math.max(open, close) * (1 + wiggle);
    const low = Math.min(open, close) * (1 - wiggle);
    const volume = s.coin.volume24hUsd * (size / DAY_MS) * (0.6 + random() * 0.8);
    candles.push({ time, open, high, low, close, volume });
    close = open;
    time -= size;
  }
  return candles.reverse();
}
