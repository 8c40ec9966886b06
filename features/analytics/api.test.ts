import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dec } from '../../lib/decimal';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { setSubscription } from '../auth/accounts.server';
import { storeCandles } from '../market/history.server';
import { ANALYTICS_PREMIUM_MESSAGE, DAY_MS } from './schemas';

type Json = ReturnType<typeof JSON.parse>;
const HOUR_MS = 3_600_000;

describe.each(oneDatabaseTarget)('portfolio analytics API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let now: number;
  let btcLive: string;
  const get = async (me: SignedIn, query = '') => {
    const res = await app.request(`/api/dashboard/analytics${query}`, { headers: me.bearer });
    return { res, body: (await res.json()) as Json };
  };
  const premiumUser = async () => {
    const me = await newSignedInUser(app, database.db);
    await setSubscription(database.db, me.userId, { tier: 'premium', status: 'active' }, new Date(now));
    return me;
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    now = services.clock();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const candle = (time: number, close: number) => ({
      time,
      open: close,
      high: close,
      low: close,
      close,
      volume: 0,
    });
    // Bitcoin closed at 100 + n on the n-th of the last 40 days, and at 200 + n on the n-th of the last 200 hours.
    await storeCandles(database.db, [
      {
        coinId: 1,
        interval: '1d',
        candles: Array.from({ length: 40 }, (_, i) => candle(today - (40 - i) * DAY_MS, 100 + i)),
      },
      {
        coinId: 1,
        interval: '1h',
        candles: Array.from({ length: 200 }, (_, i) => candle(hour - (200 - i) * HOUR_MS, 200 + i)),
      },
    ]);
    const btc = (await services.market.read()).snapshot.coins.find((c) => c.id === 1);
    btcLive = String(btc?.price);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  const buy = (me: SignedIn, quantity: string, daysAgo: number) =>
    app.request(
      '/api/dashboard/portfolio',
      jsonRequest(
        {
          symbol: 'BTC',
          name: 'Bitcoin',
          coin_id: 1,
          image_url: null,
          quantity,
          purchase_price: '50',
          purchase_date: new Date(now - daysAgo * DAY_MS).toISOString(),
          notes: '',
        },
        { headers: me.bearer },
      ),
    );

  test('[ANLT-006] [ANLT-002] the value series follows the recorded closes of the range, then the live price', async () => {
    const me = await premiumUser();
    expect((await buy(me, '2', 60)).status).toBe(201);
    const month = await get(me, '?range=30d');
    expect(month.res.status).toBe(200);
    const series = month.body.data.series as { time: number; value: string; cost: string }[];
    // From 30 days ago, at the close of the last day ended by then (the one that began 31 days ago: 109), then each
    // midnight at the close of the day it ended, oldest first, each valued at 2 × close, then now at 2 × live.
    expect(series[0]).toEqual({ time: now - 30 * DAY_MS, value: String(2 * 109), cost: '100' });
    expect(series.every((p, i, all) => i === 0 || p.time > all[i - 1]!.time)).toBe(true);
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    expect(series[1]).toMatchObject({ time: today - 29 * DAY_MS, value: String(2 * 110) });
    expect(series.at(-2)).toMatchObject({ time: today, value: String(2 * 139) });
    expect(series.at(-1)).toEqual({ time: now, value: dec(btcLive).times(2).toFixed(), cost: '100' });
    // The chart starts where the 30-day performance measures from.
    expect(series[0]!.value).toBe(month.body.data.month.startValue);

    const week = await get(me, '?range=7d');
    const hourly = week.body.data.series as { time: number }[];
    expect(hourly[0]!.time).toBe(now - 7 * DAY_MS);
    expect(hourly.length).toBeGreaterThan(150);
    const year = await get(me, '?range=1y');
    expect((year.body.data.series as unknown[]).length).toBeGreaterThanOrEqual(40);
  });

  test('[ANLT-009] [ANLT-010] the 7- and 30-day performance are the real change of the holdings, not the 24h change scaled', async () => {
    const me = await premiumUser();
    await buy(me, '1', 90);
    const { body } = await get(me);
    // A week ago the last hourly close was that of the hour that began 169 hours ago: 200 + (200 - 169) = 231; 30
    // days ago the last daily close was that of the day that began 31 days ago: 100 + (40 - 31) = 109.
    const live = dec(btcLive);
    expect(body.data.week).toMatchObject({ startValue: '231', change: live.minus(231).toFixed() });
    expect(body.data.month).toMatchObject({ startValue: '109', change: live.minus(109).toFixed() });
    const scaled = dec(body.data.metrics.dayChange).times(7);
    expect(dec(body.data.week.change).eq(scaled)).toBe(false);
  });

  test('[ANLT-004] [ANLT-005] totals, the best and the worst performer come from the valuation', async () => {
    const me = await premiumUser();
    await buy(me, '1', 10);
    const eth = (await services.market.read()).snapshot.coins.find((c) => c.id === 1027)!;
    await app.request(
      '/api/dashboard/portfolio',
      jsonRequest(
        {
          symbol: 'ETH',
          name: 'Ethereum',
          coin_id: 1027,
          image_url: null,
          quantity: '1',
          purchase_price: String(eth.price * 2),
          purchase_date: new Date(now - DAY_MS).toISOString(),
          notes: '',
        },
        { headers: me.bearer },
      ),
    );
    const { body } = await get(me, '?range=7d');
    expect(body.data.best).toMatchObject({ symbol: 'BTC' });
    expect(body.data.worst).toMatchObject({ symbol: 'ETH', pnlPercent: '-50' });
    expect(body.data.metrics.holdingsCount).toBe(2);
    expect(body.data.holdings.map((h: { symbol: string }) => h.symbol).sort()).toEqual(['BTC', 'ETH']);
  });

  test('[ANLT-011] with no positions there is nothing to chart', async () => {
    const me = await premiumUser();
    const { body } = await get(me);
    expect(body.data).toMatchObject({ series: [], holdings: [], best: null, worst: null });
  });

  test('analytics need the Premium plan, a known range, and a signed-in caller', async () => {
    const free = await newSignedInUser(app, database.db);
    const refused = await get(free);
    expect(refused.res.status).toBe(403);
    expect(refused.body.error).toBe(ANALYTICS_PREMIUM_MESSAGE);
    const me = await premiumUser();
    const bad = await get(me, '?range=2y');
    expect(bad.res.status).toBe(400);
    expect(bad.body.error).toBe('range must be 7d, 30d or 1y');
    expect((await app.request('/api/dashboard/analytics')).status).toBe(401);
  });
});
