// Adds the image proxy and image cache to the process's services: the disk cache under the data folder, the
// fetcher's allow-list (the configured proxy hosts plus the cache's own sources), and what else an invalidation
// clears.
import path from 'node:path';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../platform/logger.server';
import { DEFAULT_IMAGE_PROXY_HOSTS } from './address-policy.server';
import { createImageFetcher, ImageFetchError, type ImageFetcher } from './fetcher.server';
import type { IconStore } from './icons.server';
import { createMediaService, SOURCE_ORIGINS, type MediaService } from './service.server';

declare module '../../platform/services.server' {
  interface FeatureServices {
    media: MediaService;
    /** The coin icons: their disk store, and whether the icon service's calls are on. */
    icons: { store: IconStore; serviceEnabled: boolean };
  }
}

export interface MediaConfig {
  /** The process's data folder: the cache lives in its image-cache/ folder. */
  dataDir: string;
  maxCacheMb: number;
  /** IMAGE_PROXY_HOSTS; unset: DEFAULT_IMAGE_PROXY_HOSTS. */
  proxyHosts?: readonly string[];
  /** False: nothing remote is fetched; every source answers the placeholder. */
  remote?: boolean;
  clock: () => number;
  logger: Logger;
  alsoInvalidate?: (pattern: string | undefined) => Promise<number>;
  /** The pictures of this site the proxy may answer instead of a remote one (the stories' generated pictures). */
  fallbackImage?: (path: string) => Promise<Buffer | null>;
}

/** With remote fetching off, an allowed address is still checked, and then fails as an unreachable source would. */
function offline(fetcher: ImageFetcher, off: boolean): ImageFetcher {
  if (!off) return fetcher;
  return {
    check: (url) => fetcher.check(url),
    fetch: async (url) => {
      fetcher.check(url);
      throw new ImageFetchError('remote image fetching is off (IMAGE_REMOTE=off)');
    },
  };
}

export function createMedia(config: MediaConfig): MediaService {
  // The cache's sources are fixed addresses of ours, fetchable whatever the proxy's list says.
  const sourceHosts = Object.values(SOURCE_ORIGINS).map((origin) => new URL(origin).host);
  return createMediaService({
    dir: path.join(config.dataDir, 'image-cache'),
    maxCacheBytes: config.maxCacheMb * 1024 * 1024,
    fetcher: offline(
      createImageFetcher({
        allowedHosts: [...(config.proxyHosts ?? DEFAULT_IMAGE_PROXY_HOSTS), ...sourceHosts],
      }),
      config.remote === false,
    ),
    clock: config.clock,
    logger: config.logger,
    alsoInvalidate: config.alsoInvalidate,
    fallbackImage: config.fallbackImage,
  });
}

/**
 * The coin icons' invalidation as an extra of the image cache's: a pattern the icon store accepts (letters, digits,
 * '-', a few '*') also drops the icons it names; any other pattern (an address) drops none.
 */
export function iconInvalidation(icons: {
  invalidate(pattern?: string): Promise<{ removed: number }>;
}): (pattern: string | undefined) => Promise<number> {
  return async (pattern) => {
    try {
      return (await icons.invalidate(pattern?.toLowerCase())).removed;
    } catch (err) {
      if (err instanceof ValidationError) return 0;
      throw err;
    }
  };
}

export { createMediaService, type MediaService } from './service.server';
