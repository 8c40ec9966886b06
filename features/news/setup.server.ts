// Adds the newsroom to the process's services.
import type { NewsService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    news: NewsService;
  }
}

export { createNewsService, type NewsService } from './service.server';
