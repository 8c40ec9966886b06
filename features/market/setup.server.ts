// Builds the market feature for the process: the configured provider, the service, and the job.
import type { InfraServices } from '../../platform/services.server';
import { datasetCoins } from './dataset.server';
import { startMarketJob } from './job.server';
import { createCoinGeckoProvider } from './providers/coingecko.server';
import { createCoinMarketCapProvider } from './providers/coinmarketcap.server';
import type { MarketProvider } from './providers/provider';
import { createSimulatedProvider, type SimulatedProvider } from './providers/simulated.server';
import type { MarketProviderName } from './schemas';
import { createPriceStream, type PriceStream, type StreamLimits } from './stream/hub.server';
import {
  createMarketService,
  readStoredSnapshot,
  TICK_CHANNEL,
  type MarketService,
  type MarketSnapshot,
} from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    market: MarketService;
    priceStream: PriceStream;
  }
}

export interface MarketConfig {
  provider: MarketProviderName;
  pollMs?: number;
  seed: string;
  cmc: { baseUrl: string; apiKey?: string };
  coingecko: { baseUrl: string; apiKey?: string };
  stream?: Partial<StreamLimits>;
}

/** Poll interval: 5 s for the simulated feed, 60 s for a real provider, unless configured. */
export function pollInterval(config: MarketConfig): number {
  return config.pollMs ?? (config.provider === 'simulated' ? 5_000 : 60_000);
}

export async function createMarket(infra: InfraServices, config: MarketConfig) {
  let simulated: SimulatedProvider | undefined;
  let provider: MarketProvider;
  if (config.provider === 'coinmarketcap') {
    provider = createCoinMarketCapProvider({ baseUrl: config.cmc.baseUrl, apiKey: config.cmc.apiKey ?? '' });
  } else if (config.provider === 'coingecko') {
    const cmcIdBySymbol = new Map(datasetCoins().map((c) => [c.symbol, c.id]));
    provider = createCoinGeckoProvider({
      baseUrl: config.coingecko.baseUrl,
      apiKey: config.coingecko.apiKey,
      cmcIdBySymbol,
    });
  } else {
    // Continue the walk from the last stored prices, so a restart does not jump back to the dataset.
    const stored = await readStoredSnapshot(infra.database.db);
    const resumeFrom =
      stored?.source === 'simulated' ? new Map(stored.coins.map((c) => [c.id, c.priceUsd])) : undefined;
    simulated = createSimulatedProvider({ seed: config.seed, clock: infra.clock, resumeFrom });
    provider = simulated;
  }
  const market = createMarketService({ ...infra, db: infra.database.db, provider });
  return {
    market,
    provider,
    priceStream: createPriceStream({ ...infra, market, limits: config.stream }),
    /** Runs the poller (jobs role). */
    startJob() {
      return startMarketJob({
        db: infra.database.db,
        logger: infra.logger,
        market,
        intervalMs: pollInterval(config),
        clock: infra.clock,
        simulated,
        cache: infra.cache,
        soleInstance: infra.database.kind === 'pglite',
      });
    },
    /** Web-only instances drop their copy on each tick so the next read loads the new snapshot. */
    async followTicks() {
      return infra.bus.subscribe(TICK_CHANNEL, () => market.invalidate());
    },
  };
}

export type { MarketSnapshot };
