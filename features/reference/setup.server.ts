// Adds the coin reference service to the process's services.
import type { ReferenceService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    reference: ReferenceService;
  }
}

export { createReferenceService, type ReferenceSource } from './service.server';
