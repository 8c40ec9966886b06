// Adds API keys and the public API's limits to the process's services.
import type { InfraServices } from '../../platform/services.server';
import type { RecordActivityInput } from '../activity/server';
import { createApiAccessService, type ApiAccessService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    apiAccess: ApiAccessService;
  }
}

export function createApiAccess(
  infra: InfraServices,
  deps: { recordActivity(userId: string, input: RecordActivityInput): Promise<unknown> },
): ApiAccessService {
  return createApiAccessService({
    db: infra.database.db,
    clock: infra.clock,
    logger: infra.logger,
    rateLimiters: infra.rateLimiters,
    recordActivity: deps.recordActivity,
  });
}
