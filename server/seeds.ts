// The product's seed sets, in the order a new database loads them (each once).
import type { SeedSet } from '../db/seed/index.server';
import { newsSeed } from '../features/news/seed/index.server';
import { showsSeed } from '../features/shows/seed.server';

export const productSeeds = (clock: () => number = Date.now): SeedSet[] => [
  newsSeed(clock),
  showsSeed(clock),
];
