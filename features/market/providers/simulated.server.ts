// The simulated market feed: prices from the built-in dataset moved by a seeded random walk, so a fresh
// install shows a live-looking market with no upstream at all. Same seed and clock, same prices.
import { createRandom, normal } from '../../../lib/random';
import { DAY_MS, HOUR_MS } from '../../../lib/time';
import { bucketStart, CANDLE_INTERVALS, type Candle, type CandleInterval } from '../candles';
import { datasetUpTo, FALLBACK_GLOBAL, coinFromDataset, type DatasetCoin } from '../dataset.server';
import type { Coin, CoinMapEntry, GlobalQuote } from '../schemas';
import type { MarketProvider } from './provider';

/** A coin's 24h volume wanders about 15% a day around its dataset figure (about 0.4% per 5-second tick). */
const VOLUME_DAILY_SIGMA = 0.15;
/** Volume is pulled back to its dataset figure over about this long. */
const VOLUME_REVERSION_MS = 6 * HOUR_MS;

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
  /** Log of the 24h volume over the dataset's figure, and its hourly values beside `hourly`. */
  volumeLog: number;
  hourlyVolumeLog: number[];
  lastHour: number;
  random: () => number;
}

export interface SimulatedProvider extends MarketProvider {
  /**
   * Generated history ending at the current price: daily candles for `days`, hourly for `hours`, and 5-minute
   * ones for `fiveMinutes` (the 1D chart's resolution).
   */
  backfill(
    days: number,
    hours: number,
    fiveMinutes?: number,
  ): { coinId: number; interval: CandleInterval; candles: Candle[] }[];
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
    const price = options.resumeFrom?.get(coin.id) ?? coin.price;
    // Recent hourly closes (and volumes) walked backwards from the current ones.
    const hourly = [price];
    const volumeLog = 0.1 * normal(random);
    const hourlyVolumeLog = [volumeLog];
    for (let i = 0; i < 168; i++) {
      const prev = hourly[0] ?? price;
      hourly.unshift(step(coin, prev, sigma / Math.sqrt(24), random));
      hourlyVolumeLog.unshift(volumeStep(hourlyVolumeLog[0] ?? 0, HOUR_MS, random));
    }
    return {
      coin,
      price,
      volumeLog,
      hourlyVolumeLog,
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
      s.volumeLog = volumeStep(s.volumeLog, dt, s.random);
      const hour = bucketStart(now, '1h');
      while (s.lastHour < hour) {
        s.hourly.push(s.price);
        s.hourlyVolumeLog.push(s.volumeLog);
        if (s.hourly.length > 169) s.hourly.shift();
        if (s.hourlyVolumeLog.length > 169) s.hourlyVolumeLog.shift();
        s.lastHour += HOUR_MS;
      }
    }
  }

  function quote(s: CoinState, now: number): Coin {
    const ago = (hours: number) => s.hourly[Math.max(0, s.hourly.length - 1 - hours)] ?? s.price;
    const change = (from: number) => (from > 0 ? (s.price / from - 1) * 100 : 0);
    const base = coinFromDataset(s.coin, now);
    const scale = s.price / s.coin.price;
    return {
      ...base,
      price: s.price,
      marketCap: s.coin.marketCap * scale,
      volume24h: s.coin.volume24h * Math.exp(s.volumeLog),
      change1h: change(ago(1)),
      change24h: change(ago(24)),
      change7d: change(ago(168)),
    };
  }

  function listingsNow(limit: number): Coin[] {
    advance();
    const now = clock();
    return states
      .map((s) => quote(s, now))
      .sort((a, b) => b.marketCap - a.marketCap)
      .slice(0, limit)
      .map((q, i) => ({ ...q, rank: i + 1 }));
  }

  return {
    name: 'simulated',
    // Its in-memory walk is not the stored history the sparklines draw: the changes come from the candles.
    changesFromCandles: true,
    async listings(limit) {
      return listingsNow(limit);
    },
    async quotes(ids) {
      const wanted = new Set(ids);
      return listingsNow(300).filter((q) => wanted.has(q.id));
    },
    async globalMetrics(): Promise<GlobalQuote> {
      const all = listingsNow(300);
      const sum = (list: Coin[], f: (q: Coin) => number) => list.reduce((t, q) => t + f(q), 0);
      const capDayAgo = (q: Coin) => q.marketCap / (1 + q.change24h / 100);
      const dominanceChange = (symbol: string) => {
        const coin = all.find((q) => q.symbol === symbol);
        if (!coin) return 0;
        const now = coin.marketCap / sum(all, (q) => q.marketCap);
        const before = capDayAgo(coin) / sum(all, capDayAgo);
        return (now / before - 1) * 100;
      };
      const byId = new Map(states.map((s) => [s.coin.id, s]));
      const volumeDayAgo = sum(all, (q) => {
        const s = byId.get(q.id);
        const log = s ? (s.hourlyVolumeLog[Math.max(0, s.hourlyVolumeLog.length - 25)] ?? 0) : 0;
        return s ? s.coin.volume24h * Math.exp(log) : q.volume24h;
      });
      const volume = sum(all, (q) => q.volume24h);
      const listed = sum(all, (q) => q.marketCap);
      // The long tail beyond the top 300 keeps the spec's proportions (top 300 ≈ 96 % of the market).
      const total = listed / 0.96;
      const cap = (symbol: string) => all.find((q) => q.symbol === symbol)?.marketCap ?? 0;
      const stable = all.filter((q) => q.tags.includes('stablecoin'));
      const defi = all.filter((q) => q.tags.includes('defi'));
      const change = (list: Coin[]) => {
        const now = sum(list, (q) => q.marketCap);
        const before = sum(list, (q) => q.marketCap / (1 + q.change24h / 100));
        return before > 0 ? (now / before - 1) * 100 : 0;
      };
      return {
        ...FALLBACK_GLOBAL,
        totalMarketCapUsd: total,
        // The long tail trades too: the whole market's volume is above the top 300's.
        totalVolume24hUsd: volume / 0.96,
        volumeChange24h: volumeDayAgo > 0 ? (volume / volumeDayAgo - 1) * 100 : 0,
        btcDominanceChange24h: dominanceChange('BTC'),
        ethDominanceChange24h: dominanceChange('ETH'),
        btcDominance: (cap('BTC') / total) * 100,
        ethDominance: (cap('ETH') / total) * 100,
        marketCapChange24h: change(all),
        defiMarketCapUsd: sum(defi, (q) => q.marketCap),
        defiVolume24hUsd: sum(defi, (q) => q.volume24h),
        defiChange24h: change(defi),
        stablecoinMarketCapUsd: sum(stable, (q) => q.marketCap),
        stablecoinVolume24hUsd: sum(stable, (q) => q.volume24h),
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
    backfill(days, hours, fiveMinutes = 0) {
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
        if (fiveMinutes > 0)
          out.push({
            coinId: s.coin.id,
            interval: '5m',
            candles: walkBack(s, now, '5m', fiveMinutes, sigma / Math.sqrt(288), random),
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

/** One step of a coin's log volume over `dt`: a mean-reverting random walk. */
function volumeStep(log: number, dt: number, random: () => number): number {
  const pull = Math.min(1, dt / VOLUME_REVERSION_MS);
  return log * (1 - pull) + VOLUME_DAILY_SIGMA * Math.sqrt(dt / DAY_MS) * normal(random);
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
  const size = CANDLE_INTERVALS[interval];
  let close = s.price;
  let time = bucketStart(now, interval);
  const candles: Candle[] = [];
  for (let i = 0; i < count; i++) {
    const open = step(s.coin, close, sigma, random);
    const wiggle = Math.abs(sigma * normal(random)) * 0.5;
    const high = Math.max(open, close) * (1 + wiggle);
    const low = Math.min(open, close) * (1 - wiggle);
    const volume = s.coin.volume24h * (size / DAY_MS) * (0.6 + random() * 0.8);
    candles.push({ time, open, high, low, close, volume });
    close = open;
    time -= size;
  }
  return candles.reverse();
}
