// The built-in dataset: real top coins (features/market/data/top-coins.json) and synthetic coins beyond them.
// It seeds the simulated feed and is the fallback when a real provider fails.
import { createRandom } from '../../lib/random';
import topCoins from './data/top-coins.json';
import type { Coin, GlobalQuote } from './schemas';

/** A coin of the dataset: what the simulated feed starts from, and the coin page's description and website. */
export type DatasetCoin = Pick<
  Coin,
  | 'id'
  | 'rank'
  | 'name'
  | 'symbol'
  | 'slug'
  | 'category'
  | 'tags'
  | 'platform'
  | 'maxSupply'
  | 'price'
  | 'marketCap'
  | 'volume24h'
  | 'change24h'
> & { circulatingSupply: number; totalSupply: number; description: string; website: string };

/** Ids of synthetic coins start here, far from any real CoinMarketCap id. */
export const SYNTHETIC_ID_BASE = 9_000_000;
export const MAX_COINS = 300;

/** The real coins, by rank. Imported (not read from disk) so the server build carries it. */
export function datasetCoins(): DatasetCoin[] {
  return topCoins as DatasetCoin[];
}

const SYLLABLES = [
  'ar',
  'bel',
  'cor',
  'dex',
  'el',
  'fin',
  'gal',
  'hex',
  'ion',
  'jet',
  'kai',
  'lum',
  'mer',
  'nov',
  'or',
  'pix',
  'qua',
  'ryn',
  'sol',
  'tor',
  'ul',
  'vex',
  'wen',
  'xa',
  'yor',
  'zen',
];
const SUFFIXES = ['Network', 'Protocol', 'Chain', 'Finance', 'Token', 'Coin', 'AI', 'Labs', 'Swap', 'Verse'];
const SYNTHETIC_TAGS = [
  ['defi'],
  ['gaming'],
  ['ai'],
  ['layer-2'],
  ['meme'],
  ['storage'],
  ['defi', 'dex'],
  ['rwa'],
  ['layer-1'],
  ['payments'],
];

/** Coins ranked after the real ones, made up deterministically so every run shows the same list. */
export function syntheticCoins(after: DatasetCoin[], upTo: number): DatasetCoin[] {
  const random = createRandom('blockcast-synthetic-coins');
  const last = after.at(-1);
  let marketCap = last ? last.marketCap * 0.97 : 1e9;
  const used = new Set(after.map((c) => c.symbol));
  const coins: DatasetCoin[] = [];
  for (let rank = after.length + 1; rank <= upTo; rank++) {
    const a = SYLLABLES[Math.floor(random() * SYLLABLES.length)] ?? 'ar';
    const b = SYLLABLES[Math.floor(random() * SYLLABLES.length)] ?? 'el';
    const base = `${a.charAt(0).toUpperCase()}${a.slice(1)}${b}`;
    let symbol = `${a}${b}`.toUpperCase().slice(0, 4);
    while (used.has(symbol))
      symbol = `${symbol.slice(0, 3)}${String.fromCharCode(65 + Math.floor(random() * 26))}`;
    used.add(symbol);
    const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)] ?? 'Coin';
    const name = `${base} ${suffix}`;
    const isToken = random() < 0.6;
    const price = 10 ** (random() * 5 - 3);
    const circulatingSupply = Math.round(marketCap / price);
    coins.push({
      id: SYNTHETIC_ID_BASE + rank,
      rank,
      name,
      symbol,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      category: isToken ? 'token' : 'coin',
      tags: SYNTHETIC_TAGS[Math.floor(random() * SYNTHETIC_TAGS.length)] ?? ['defi'],
      platform: isToken ? { name: 'Ethereum', symbol: 'ETH', tokenAddress: syntheticAddress(random) } : null,
      circulatingSupply,
      totalSupply: Math.round(circulatingSupply * (1 + random())),
      maxSupply: random() < 0.5 ? null : Math.round(circulatingSupply * (2 + random() * 3)),
      price,
      marketCap,
      volume24h: marketCap * (0.02 + random() * 0.2),
      change24h: (random() - 0.5) * 16,
      description: `${name} is a smaller project ranked #${rank} in the built-in dataset.`,
      website: '',
    });
    marketCap *= 0.975 + random() * 0.02;
  }
  return coins;
}

/** The whole dataset up to `limit` coins (at most 300): the real ones, then synthetic ones. */
export function datasetUpTo(limit: number): DatasetCoin[] {
  const real = datasetCoins();
  const wanted = Math.min(Math.max(limit, 0), MAX_COINS);
  if (wanted <= real.length) return real.slice(0, wanted);
  return [...real, ...syntheticCoins(real, wanted)];
}

/** A dataset coin as the market's coin at `now`: its 1h and 7d changes made up from its 24h one. */
export function coinFromDataset(coin: DatasetCoin, now: number): Coin {
  return {
    id: coin.id,
    rank: coin.rank,
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    category: coin.category,
    tags: coin.tags,
    platform: coin.platform,
    circulatingSupply: coin.circulatingSupply,
    totalSupply: coin.totalSupply,
    maxSupply: coin.maxSupply,
    price: coin.price,
    volume24h: coin.volume24h,
    marketCap: coin.marketCap,
    change1h: coin.change24h / 8,
    change24h: coin.change24h,
    change7d: coin.change24h * 1.7,
    lastUpdated: new Date(now).toISOString(),
  };
}

/** The spec's fallback global figures: about 3.99 trillion USD, BTC 57.48 %, ETH 14.4 %. */
export const FALLBACK_GLOBAL: Omit<GlobalQuote, 'lastUpdated'> = {
  totalMarketCapUsd: 3.99e12,
  totalVolume24hUsd: 1.38e11,
  btcDominance: 57.48,
  ethDominance: 14.4,
  activeCryptocurrencies: 9_500,
  totalCryptocurrencies: 31_000,
  activeExchanges: 780,
  totalExchanges: 10_000,
  activeMarketPairs: 98_000,
  marketCapChange24h: 0,
  volumeChange24h: 0,
  btcDominanceChange24h: 0,
  ethDominanceChange24h: 0,
  defiMarketCapUsd: 1.3e11,
  defiVolume24hUsd: 1.1e10,
  defiChange24h: 0,
  stablecoinMarketCapUsd: 2.8e11,
  stablecoinVolume24hUsd: 1.1e11,
  stablecoinChange24h: 0,
};

function syntheticAddress(random: () => number): string {
  let hex = '0x';
  for (let i = 0; i < 40; i++) hex += Math.floor(random() * 16).toString(16);
  return hex;
}
