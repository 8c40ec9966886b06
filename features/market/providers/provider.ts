// The one interface every market-data source implements, and the error it throws.
import type { CoinMapEntry, Coin, GlobalQuote, MarketProviderName, UpstreamFailure } from '../schemas';

export interface MarketProvider {
  readonly name: MarketProviderName;
  /** Its 1h and 7d changes are not its own: the market takes them from the stored candles instead. */
  readonly changesFromCandles?: boolean;
  /** The top `limit` coins by market cap, rank ascending. */
  listings(limit: number): Promise<Coin[]>;
  /** Latest quotes of the given coins by CoinMarketCap id. Missing ids are left out. */
  quotes(ids: number[]): Promise<Coin[]>;
  globalMetrics(): Promise<GlobalQuote>;
  /** The coin map: every coin the source knows, with its status. */
  map(limit: number): Promise<CoinMapEntry[]>;
}

/** A provider call that failed; `kind` says how, `status` carries the HTTP status when there was one. */
export class ProviderError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const UPSTREAM_TIMEOUT_MS = 10_000;
