// The written seed content: every article under seed/content, one Markdown file each with its facts in YAML front
// matter, rendered and dated relative to the moment it is loaded, so a new install opens on fresh news in every
// category.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import matter from 'gray-matter';
import type { SeedSet } from '../../../db/seed/index.server';
import { articles as tableArticles } from '../tables.server';
import { seedRow } from './row.server';
import { seedFrontMatter, type SeedArticle } from './types';

/**
 * The folders of seed/content in the order they load; within a folder, files load in the order of their names
 * (each starts with its place). The order settles which of two articles published in the same hour lists first.
 */
export const SEED_FOLDERS = [
  'bitcoin',
  'ethereum',
  'altcoins',
  'defi',
  'nfts',
  'regulation',
  'mining',
  'metaverse',
  'web3',
  'interviews',
  'tutorials',
] as const;

/**
 * Where the Markdown lives, seen from a module: beside it in the source tree; from the compiled server (build/main.js
 * and its chunks sit one folder below the root, as the migrations are found) in the same checkout.
 */
export function seedContentDir(moduleUrl: string): string | undefined {
  return [new URL('./content/', moduleUrl), new URL('../features/news/seed/content/', moduleUrl)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir));
}

/** Front matter is YAML only: gray-matter would evaluate a `---js` block. Options also keep it from caching. */
const MATTER_OPTIONS = {
  engines: {
    javascript: () => {
      throw new Error('Seed front matter is YAML.');
    },
  },
};

/** One seed article from its file's text; a file whose front matter is wrong stops the seed with its name. */
export function parseSeedArticle(text: string, file: string): SeedArticle {
  const { data, content } = matter(text, MATTER_OPTIONS);
  const facts = seedFrontMatter.safeParse(data);
  if (!facts.success) throw new Error(`${file}: ${facts.error.message}`);
  return { ...facts.data, body: content.trim() };
}

let loaded: SeedArticle[] | undefined;

/** Every seed article, read once, in the seed's order. */
export function seedArticles(): SeedArticle[] {
  if (loaded) return loaded;
  const root = seedContentDir(import.meta.url);
  if (!root) throw new Error('The news seed content (features/news/seed/content) is missing.');
  const folders = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
  const unknown = folders
    .map((f) => f.name)
    .filter((name) => !(SEED_FOLDERS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Seed content folders not in SEED_FOLDERS: ${unknown.join(', ')}`);
  loaded = SEED_FOLDERS.flatMap((folder) => {
    const dir = path.join(root, folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => parseSeedArticle(readFileSync(path.join(dir, name), 'utf8'), path.join(folder, name)));
  });
  return loaded;
}

export function newsSeed(clock: () => number = Date.now): SeedSet {
  return {
    name: 'news-written-content',
    async run(db) {
      const now = clock();
      const rows = seedArticles().map((a) => seedRow(a, now));
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
