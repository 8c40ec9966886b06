// The dashboard's calls for a signed-in Premium reader with 20 positions, 50 watched coins and 10 alerts: the real
// app on a loopback port (PGlite in memory), 10 connections for a bounded time per call, bearer-authenticated.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { setSubscription } from '../features/auth/accounts.server';
import { openDatabase } from '../platform/db.server';
import { createApp } from '../server/app';
import { jsonRequest, signIn, signUp } from '../tests/auth';
import { createTestServices } from '../tests/services';

const CONNECTIONS = 10;

export async function benchDashboard(seconds = 5) {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const services = createTestServices(database, {
    clock: Object.assign(() => Date.now(), { advance() {}, set() {} }),
  });
  const app = createApp(services);
  const me = await signIn(app, await signUp(app, `bench-dashboard-${Date.now()}@example.com`));
  await setSubscription(database.db, me.userId, { tier: 'premium', status: 'active' }, new Date());
  const coins = (await services.market.read()).snapshot.coins;
  const call = async (path: string, body: unknown) => {
    const res = await app.request(path, jsonRequest(body, { headers: me.bearer }));
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  for (const [i, c] of coins.slice(0, 20).entries()) {
    await call('/api/dashboard/portfolio', {
      symbol: c.symbol,
      name: c.name,
      coin_id: c.id,
      quantity: String(1 + i),
      purchase_price: String(Math.max(0.01, Math.round(c.price * 90) / 100)),
      purchase_date: new Date(Date.now() - (i + 1) * 86_400_000 * 7).toISOString(),
    });
  }
  for (const c of coins.slice(0, 50)) await call('/api/crypto-watchlist', { coin_id: c.id });
  for (const c of coins.slice(0, 10))
    await call('/api/dashboard/alerts', { symbol: c.symbol, threshold_percent: 5, direction: 'both' });

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const rows = [];
  try {
    for (const path of [
      '/api/dashboard/portfolio',
      '/api/dashboard/portfolio/summary',
      '/api/crypto-watchlist',
      '/api/dashboard/alerts',
      '/api/dashboard/notifications',
      '/api/dashboard/analytics?range=30d',
      '/api/dashboard/analytics?range=1y',
    ]) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: me.bearer,
      });
      rows.push({
        path,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    server.close();
    await database.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchDashboard());
