// Adds preferences and profile to the process's services.
import type { SettingsService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    settings: SettingsService;
  }
}

export { createSettingsService, type SettingsService } from './service.server';
