// Adds the newsletter to the process's services.
import type { NewsletterService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    newsletter: NewsletterService;
  }
}

export { createNewsletterService, type NewsletterService } from './service.server';
