// Market analysis computed from the loaded coins: breadth, dominance and sector performance.
import { CATEGORY_LABELS, FILTER_CATEGORIES, filterCategoriesOf, type FilterCategory } from './categories';
import { toGlobalMetrics, type GlobalMetrics } from './market-cache-format';
import type { Coin, GlobalQuote, SnapshotSource } from './schemas';

/** What the analysis reads of a coin. */
type AnalysedCoin = Pick<Coin, 'name' | 'symbol' | 'marketCap' | 'change24h' | 'category' | 'tags'>;

export interface Breadth {
  advancers: number;
  decliners: number;
  unchanged: number;
  /** Share of coins up over 24h, in percent. */
  advancingPercent: number;
}

export interface Sector {
  category: FilterCategory;
  label: string;
  coins: number;
  marketCap: number;
  /** Market-cap-weighted 24h change, percent. */
  change: number;
  best: AnalysedCoin | null;
}

export function marketBreadth(coins: Pick<Coin, 'change24h'>[]): Breadth {
  const advancers = coins.filter((c) => c.change24h > 0).length;
  const decliners = coins.filter((c) => c.change24h < 0).length;
  return {
    advancers,
    decliners,
    unchanged: coins.length - advancers - decliners,
    advancingPercent: coins.length ? (advancers / coins.length) * 100 : 0,
  };
}

export function dominance(coins: AnalysedCoin[], global: Pick<GlobalMetrics, 'totalMarketCap'>) {
  const total = global.totalMarketCap || coins.reduce((s, c) => s + c.marketCap, 0);
  const share = (f: (c: AnalysedCoin) => boolean) =>
    (coins.filter(f).reduce((s, c) => s + c.marketCap, 0) / total) * 100;
  const btc = share((c) => c.symbol === 'BTC');
  const eth = share((c) => c.symbol === 'ETH');
  const stablecoins = share((c) => filterCategoriesOf(c).includes('stablecoin'));
  return { btc, eth, stablecoins, others: Math.max(0, 100 - btc - eth - stablecoins) };
}

export function sectorPerformance(coins: AnalysedCoin[]): Sector[] {
  return FILTER_CATEGORIES.map((category) => {
    const members = coins.filter((c) => filterCategoriesOf(c).includes(category));
    const marketCap = members.reduce((s, c) => s + c.marketCap, 0);
    // Weighted by market cap, from each coin's cap 24h ago: the sector's own 24h change.
    const before = members.reduce((s, c) => s + c.marketCap / (1 + c.change24h / 100), 0);
    const best = members.reduce<AnalysedCoin | null>(
      (b, c) => (!b || c.change24h > b.change24h ? c : b),
      null,
    );
    return {
      category,
      label: CATEGORY_LABELS[category],
      coins: members.length,
      marketCap,
      change: before > 0 ? (marketCap / before - 1) * 100 : 0,
      best,
    };
  }).sort((a, b) => b.change - a.change);
}

/** The /analysis page's figures from a market snapshot: what its view shows, and nothing more. */
export function marketAnalysis(snapshot: { coins: Coin[]; global: GlobalQuote; source: SnapshotSource }) {
  const { coins } = snapshot;
  const global = toGlobalMetrics(snapshot.global, coins);
  return {
    source: snapshot.source,
    global: {
      totalMarketCap: global.totalMarketCap,
      marketCapChange24h: global.marketCapChange24h,
      total24hVolume: global.total24hVolume,
    },
    breadth: marketBreadth(coins),
    dominance: dominance(coins, global),
    sectors: sectorPerformance(coins).map((s) => ({
      ...s,
      best: s.best ? { name: s.best.name, symbol: s.best.symbol, change24h: s.best.change24h } : null,
    })),
  };
}

export type MarketAnalysis = ReturnType<typeof marketAnalysis>;
