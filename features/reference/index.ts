// The reference feature's browser face: a coin's reference shape.
export type { CoinReference } from './schemas';
