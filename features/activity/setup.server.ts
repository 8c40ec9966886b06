// Adds the activity log to the process's services.
import type { ActivityService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    activity: ActivityService;
  }
}

export { createActivityService, type ActivityService } from './service.server';
