// Adds exchange rates to the process's services.
import type { FxService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    fx: FxService;
  }
}

export { createFxService, type FxService } from './service.server';
