// Exchange rates for the dashboard: the ECB's daily rates kept 6 hours, the built-in ones when no source is
// configured or it fails (retried after 30 minutes, logged once). A request never waits for the source: it gets
// the rates known now, and a due fetch runs behind it.
import type { Logger } from '../../platform/logger.server';
import { fetchEcbDaily } from './ecb.server';
import { BUILT_IN_RATES, type CurrencyRates } from '../../lib/money';

export const FX_TTL_MS = 6 * 60 * 60_000;
export const FX_RETRY_MS = 30 * 60_000;

export function createFxService(deps: {
  /** The ECB daily XML's address; empty: the built-in rates only. */
  url: string;
  clock: () => number;
  logger: Logger;
  fetcher?: typeof fetch;
}) {
  let current: CurrencyRates = BUILT_IN_RATES;
  let nextFetchAt = 0;
  let inFlight: Promise<void> | undefined;
  let failing = false;

  async function load() {
    try {
      current = await fetchEcbDaily(deps.url, deps.fetcher);
      nextFetchAt = deps.clock() + FX_TTL_MS;
      if (failing) deps.logger.info('exchange rates read again');
      failing = false;
    } catch (err) {
      nextFetchAt = deps.clock() + FX_RETRY_MS;
      if (!failing)
        deps.logger.warn({ err: (err as Error).message }, 'exchange rates unavailable: using the last known');
      failing = true;
    }
  }

  return {
    /** The rates known now; starts a fetch when one is due. */
    rates(): CurrencyRates {
      void this.refresh();
      return current;
    },
    /** Fetches when due (one fetch at a time); resolves once it is done. */
    refresh(): Promise<void> {
      if (!deps.url || deps.clock() < nextFetchAt) return inFlight ?? Promise.resolve();
      inFlight ??= load().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type FxService = ReturnType<typeof createFxService>;
