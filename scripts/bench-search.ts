// Ranked news search over 20,000 generated articles: the real app on a loopback port (PGlite in memory, or
// PostgreSQL when BENCH_DATABASE_URL is set), 10 connections for a bounded time, each request a different
// two-word query so the list cache does not answer for the database.
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { NEWS_CATEGORIES } from '../features/news/categories';
import { seedRow } from '../features/news/seed/row.server';
import type { SeedArticle } from '../features/news/seed/types';
import { openDatabase, type Database } from '../platform/db.server';
import { createApp } from '../server/app';
import { createTestServices } from '../tests/services';

export const SEARCH_ARTICLES = 20_000;
const CONNECTIONS = 10;
const WARM_SECONDS = 2;

/** Crypto words, then made-up ones, to a vocabulary of 8,000: text is drawn from it with Zipf's law, as in prose. */
const CRYPTO_WORDS = (
  'bitcoin ether staking miners hashrate liquidity lending oracle rollup validator custody treasury etf ' +
  'regulation stablecoin reserves wallet exchange token unlock airdrop governance dao bridge exploit audit ' +
  'yield derivatives futures options volatility inflation rates dollar macro halving difficulty fees blobs ' +
  'layer solana cardano polkadot avalanche memecoin nft royalties collectors metaverse avatars identity'
).split(/\s+/);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'ta',
  'vo',
  'shi',
  'ze',
  'po',
  'qua',
  'bre',
  'dul',
  'fen',
  'gor',
  'hix',
];
const WORDS = [...CRYPTO_WORDS];
for (let i = 0; WORDS.length < 8000; i++) {
  const n = SYLLABLES.length;
  WORDS.push(
    `${SYLLABLES[i % n]}${SYLLABLES[Math.floor(i / n) % n]}${SYLLABLES[Math.floor(i / (n * n)) % n]}`,
  );
}

/** A word by Zipf's law (rank r with weight about 1/r): a few words are everywhere, most are rare. */
const zipf = (random: () => number) => () =>
  WORDS[Math.min(WORDS.length - 1, Math.floor(Math.exp(random() * Math.log(WORDS.length))) - 1)]!;

/** Deterministic pseudo-random numbers, so every run searches the same corpus. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function generated(count: number): SeedArticle[] {
  const random = rng(42);
  const pick = zipf(random);
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    slug: `bench-${i}`,
    type: random() < 0.6 ? ('news' as const) : ('press_release' as const),
    title: `${sentence(3)} ${sentence(4)}`,
    description: sentence(18),
    category: NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!,
    tags: [pick(), pick()],
    source: 'Blockcast Newsroom',
    hoursAgo: 1 + (i % 2000),
    views: Math.floor(random() * 50_000),
    body: Array.from({ length: 6 }, () => `${sentence(40)}.`).join('\n\n'),
  }));
}

async function openBenchDatabase(url: string | undefined): Promise<Database & { dispose(): Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const name = `bc_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function benchSearch(databaseUrl?: string, seconds = 5) {
  const database = await openBenchDatabase(databaseUrl);
  const services = createTestServices(database, {
    clock: Object.assign(() => Date.now(), { advance() {}, set() {} }),
    // A load test is the operator's own: its address is not counted against the public API's limits.
    apiLimitExempt: ['127.0.0.1', '::1'],
  });
  const loadStarted = performance.now();
  const now = Date.now();
  const rows = generated(SEARCH_ARTICLES).map((a) => seedRow(a, now));
  for (let i = 0; i < rows.length; i += 500) await services.news.insertMany(rows.slice(i, i + 500));
  const loadMs = Math.round(performance.now() - loadStarted);
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const word = zipf(rng(7));
  try {
    // Searches for a bounded time, each request's words from `words`.
    const searches = (duration: number, words: () => string) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        // As the news page's search box asks.
        headers: { 'sec-fetch-site': 'same-origin' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/crypto-news/list?limit=20&search=${encodeURIComponent(words())}`,
            }),
          },
        ],
      });
    // Warm: every pooled connection opens, loads the text-search dictionary and prepares the search once. These
    // are three-word searches, so none of them fills the list cache for the two-word searches measured after.
    const warm = zipf(rng(99));
    await searches(WARM_SECONDS, () => `${warm()} ${warm()} ${warm()}`);
    const result = await searches(seconds, () => `${word()} ${word()}`);
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      articles: SEARCH_ARTICLES,
      loadMs,
      connections: CONNECTIONS,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await new Promise((r) => server.close(r));
    await database.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table([await benchSearch(process.env.BENCH_DATABASE_URL)]);
}
