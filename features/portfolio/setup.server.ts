// Adds the portfolio to the process's services.
import type { InfraServices } from '../../platform/services.server';
import type { RecordActivityInput } from '../activity/server';
import type { MarketService } from '../market/server';
import { createPortfolioService, type PortfolioDeps, type PortfolioService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    portfolio: PortfolioService;
  }
}

export function createPortfolio(
  infra: InfraServices,
  options: {
    market: Pick<MarketService, 'read'>;
    recordActivity: (userId: string, input: RecordActivityInput) => Promise<unknown>;
    subscriptionOf: PortfolioDeps['subscriptionOf'];
  },
): PortfolioService {
  return createPortfolioService({
    db: infra.database.db,
    clock: infra.clock,
    logger: infra.logger,
    market: async () => (await options.market.read()).snapshot,
    recordActivity: options.recordActivity,
    subscriptionOf: options.subscriptionOf,
  });
}

export { type PortfolioService } from './service.server';
