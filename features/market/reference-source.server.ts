// The coin reference service's source: the provider's coin map, and details from the built-in dataset.
import { datasetCoins } from './dataset.server';
import type { MarketProvider } from './providers/provider';

export function marketReferenceSource(provider: MarketProvider) {
  return {
    map: (limit: number) => provider.map(limit),
    async info(ids: number[]) {
      const wanted = new Set(ids);
      return datasetCoins()
        .filter((c) => wanted.has(c.id))
        .map((c) => ({
          id: c.id,
          websiteUrl: c.website || null,
          twitterUsername: null,
          description: c.description,
        }));
    },
  };
}
