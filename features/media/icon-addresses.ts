// The addresses of a coin's icons, in one place: the rendered icon at each size, the packaged one, the generic
// one. The icon routes (icons.server.ts) answer them; pages and the server build them here, never by hand.

export type CoinImageSize = 32 | 64 | 128;

/** The rendered icon of a coin at one size: /images/coins/{size}x{size}/{symbol}-{id}.png. */
export const coinImageUrl = (coin: { symbol: string; id: number }, size: CoinImageSize = 64) =>
  `/images/coins/${size}x${size}/${coin.symbol.toLowerCase()}-${coin.id}.png`;

/** The packaged icon of a symbol, used when the rendered one fails. */
export const packagedIconUrl = (symbol: string) => `/icons/crypto/${symbol.toLowerCase()}.png`;

/** The icon shown when a coin has none of its own. */
export const GENERIC_ICON_PATH = '/icons/crypto/generic.svg';

/** The images an <img> tries in turn: the coin's own, the packaged one for its symbol, then the generic one. */
export const coinIconChain = (coin: { symbol: string; id: number }) => [
  coinImageUrl(coin),
  packagedIconUrl(coin.symbol),
  GENERIC_ICON_PATH,
];
