// What the public API's door (API keys and limits) adds to a call: the same small CoinMarketCap call made in
// process, one at a time, from an exempt address (not checked), as the site's own page and anonymously (two
// counters each) and with an API key (the key's lookup with its account's plan, then two counters). PGlite in memory, memory counters; bounded.
import { performance } from 'node:perf_hooks';
import { setSubscription } from '../features/auth/accounts.server';
import { createApiAccessService } from '../features/api-access/service.server';
import { openDatabase } from '../platform/db.server';
import { createApp } from '../server/app';
import { jsonRequest, signIn, signUp } from '../tests/auth';
import { createTestServices } from '../tests/services';

const PATH = '/api/coinmarketcap/cryptocurrency/quotes/latest?id=1';
const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const EXEMPT = '203.0.113.1';
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function benchApiAccess(calls = 3_000) {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const base = createTestServices(database, {
    clock: Object.assign(() => Date.now(), { advance() {}, set() {} }),
    apiLimitExempt: [EXEMPT],
  });
  // Limits far above what the loop makes: what is measured is the check, not a refusal.
  const huge = { perMinute: 1_000_000, perDay: 1_000_000 };
  const apiAccess = createApiAccessService({
    ...base,
    db: database.db,
    limits: { anonymous: huge, site: huge, enterprise: huge },
    recordActivity: async () => undefined,
  });
  const app = createApp({ ...base, apiAccess });
  const me = await signIn(app, await signUp(app, `bench-api-${Date.now()}@example.com`));
  await setSubscription(database.db, me.userId, { tier: 'enterprise', status: 'active' }, new Date());
  const made = await app.request(
    '/api/dashboard/api-keys',
    jsonRequest({ name: 'bench' }, { headers: me.bearer }),
  );
  const { key } = ((await made.json()) as { data: { key: string } }).data;

  const measure = async (label: string, headers: Record<string, string>, address = '203.0.113.50') => {
    const from = socketFrom(address);
    for (let i = 0; i < 200; i++) await app.request(PATH, { headers }, from); // warm
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const res = await app.request(PATH, { headers }, from);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    }
    times.sort((a, b) => a - b);
    return {
      caller: label,
      calls,
      'p50 ms': +percentile(times, 0.5).toFixed(3),
      'p99 ms': +percentile(times, 0.99).toFixed(3),
    };
  };
  try {
    const exempt = await measure('an exempt address (not checked)', {}, EXEMPT);
    const page = await measure("the site's own page (per-address counters)", {
      'Sec-Fetch-Site': 'same-origin',
    });
    const anonymous = await measure('anonymous (per-address counters)', {});
    const keyed = await measure('API key (lookup + per-key counters)', { 'X-API-Key': key });
    return [exempt, page, anonymous, keyed].map((row) => ({
      ...row,
      'added p50 ms': +(row['p50 ms'] - exempt['p50 ms']).toFixed(3),
    }));
  } finally {
    await apiAccess.flushUsage();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchApiAccess());
