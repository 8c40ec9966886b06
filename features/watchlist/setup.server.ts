// Adds the watchlist to the process's services: coins are known from the market snapshot, then the coin reference.
import type { InfraServices } from '../../platform/services.server';
import type { RecordActivityInput } from '../activity/server';
import type { MarketService } from '../market/server';
import type { ReferenceService } from '../reference/server';
import { createWatchlistService, type WatchlistService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    watchlist: WatchlistService;
  }
}

export function createWatchlist(
  infra: InfraServices,
  deps: {
    market: MarketService;
    reference: ReferenceService;
    recordActivity(userId: string, input: RecordActivityInput): Promise<unknown>;
  },
): WatchlistService {
  return createWatchlistService({
    db: infra.database.db,
    clock: infra.clock,
    logger: infra.logger,
    recordActivity: deps.recordActivity,
    async findCoin(id) {
      const listed = (await deps.market.read()).snapshot.coins.find((c) => c.id === id);
      if (listed) return listed;
      const known = await deps.reference.lookup({ id });
      return known ? { id: known.id, symbol: known.symbol, name: known.name } : undefined;
    },
  });
}

export { type WatchlistService } from './service.server';
