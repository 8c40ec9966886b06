// Adds portfolio analytics to the process's services.
import type { AnalyticsService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    analytics: AnalyticsService;
  }
}

export { createAnalyticsService, type AnalyticsService } from './service.server';
