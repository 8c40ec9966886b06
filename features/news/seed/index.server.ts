// The written seed content: every article of seed/content, rendered from Markdown and dated relative to the moment
// it is loaded, so a new install opens on fresh news in every category.
import { sql } from 'drizzle-orm';
import type { SeedSet } from '../../../db/seed/index.server';
import { articles as tableArticles } from '../tables.server';
import { articles as altcoins } from './content/altcoins';
import { articles as bitcoin } from './content/bitcoin';
import { articles as defi } from './content/defi';
import { articles as ethereum } from './content/ethereum';
import { articles as interviews } from './content/interviews';
import { articles as metaverse } from './content/metaverse';
import { articles as mining } from './content/mining';
import { articles as nfts } from './content/nfts';
import { articles as regulation } from './content/regulation';
import { articles as tutorials } from './content/tutorials';
import { articles as web3 } from './content/web3';
import { seedRow } from './row.server';
import type { SeedArticle } from './types';

export const seedArticles: SeedArticle[] = [
  ...bitcoin,
  ...ethereum,
  ...altcoins,
  ...defi,
  ...nfts,
  ...regulation,
  ...mining,
  ...metaverse,
  ...web3,
  ...interviews,
  ...tutorials,
];

export function newsSeed(clock: () => number = Date.now): SeedSet {
  return {
    name: 'news-written-content',
    async run(db) {
      const now = clock();
      const rows = seedArticles.map((a) => seedRow(a, now));
      for (let i = 0; i < rows.length; i += 50) {
        await db
          .insert(tableArticles)
          .values(rows.slice(i, i + 50))
          .onConflictDoNothing();
      }
      // The embedded database has no autovacuum: statistics now keep searches on the search index.
      await db.execute(sql`analyze articles`);
    },
  };
}
