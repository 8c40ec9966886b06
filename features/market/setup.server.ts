// Builds the market feature for the process: the configured provider, the service, and the job.
import type { InfraServices } from '../../platform/services.server';
import { datasetCoins } from './dataset.server';
import { startMarketJob } from './job.server';
import { observeMarket } from './metrics.server';
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

/** The market data source MARKET_PROVIDER names; the simulated feed goes on from the last stored prices. */
export async function createMarketSource(
  infra: Pick<InfraServices, 'database' | 'clock'>,
  config: MarketConfig,
): Promise<MarketSource> {
  if (config.provider === 'coinmarketcap') {
    return {
      provider: createCoinMarketCapProvider({ baseUrl: config.cmc.baseUrl, apiKey: config.cmc.apiKey ?? '' }),
    };
  }
  if (config.provider === 'coingecko') {
    const cmcIdBySymbol = new Map(datasetCoins().map((c) => [c.symbol, c.id]));
    return {
      provider: createCoinGeckoProvider({
        baseUrl: config.coingecko.baseUrl,
        apiKey: config.coingecko.apiKey,
        cmcIdBySymbol,
      }),
    };
  }
  // Continue the walk from the last stored prices, so a restart does not jump back to the dataset.
  const stored = await readStoredSnapshot(infra.database.db);
  const resumeFrom =
    stored?.source === 'simulated' ? new Map(stored.coins.map((c) => [c.id, c.price])) : undefined;
  const simulated = createSimulatedProvider({ seed: config.seed, clock: infra.clock, resumeFrom });
  return { provider: simulated, simulated };
}

/** Where prices come from: a provider, and the simulated feed itself when that is the provider (for its backfill). */
export interface MarketSource {
  provider: MarketProvider;
  simulated?: SimulatedProvider;
}

export function createMarket(infra: InfraServices, config: MarketConfig, source: MarketSource) {
  const { provider, simulated } = source;
  const market = createMarketService({ ...infra, db: infra.database.db, provider });
  const priceStream = createPriceStream({ ...infra, market, limits: config.stream });
  observeMarket(infra.metrics, market);
  return {
    market,
    provider,
    priceStream,
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
        metrics: infra.metrics,
      });
    },
    /** Web-only instances drop their copy on each tick so the next read loads the new snapshot. */
    async followTicks() {
      return infra.bus.subscribe(TICK_CHANNEL, () => market.invalidate());
    },
  };
}

export type { MarketSnapshot };
