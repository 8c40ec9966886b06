// /api/dashboard/portfolio/transactions: an investor's buys, sales and transfers, each checked against what was held
// at its moment, and the summary's realised and unrealised figures from them (figures worked out by hand).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dec } from '../../lib/decimal';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { PORTFOLIO_MESSAGES } from './rules';
import { TRANSACTION_MESSAGES as M } from './transaction-rules';

type Json = ReturnType<typeof JSON.parse>;
const DAY = 24 * 60 * 60 * 1000;
const API = '/api/dashboard/portfolio';

describe.each(oneDatabaseTarget)('portfolio transactions on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let btc: { id: number; price: number };

  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(`${API}${path}`, init);
    return { res, body: (await res.json()) as Json };
  };
  const daysAgo = (n: number) => new Date(services.clock() - n * DAY).toISOString();
  const body = (type: string, n: number, quantity: string, price: string | null, fee?: [string, string]) => ({
    coin_id: btc.id,
    symbol: 'BTC',
    type,
    at: daysAgo(n),
    quantity,
    price,
    ...(fee ? { fee: fee[0], fee_currency: fee[1] } : {}),
  });
  const record = (me: SignedIn, b: object) => call('/transactions', jsonRequest(b, { headers: me.bearer }));
  const history = async (me: SignedIn) =>
    (await call('/transactions', { headers: me.bearer })).body.data as Json[];

  /** Buy 2 @ 10,000 + $20, buy 1 @ 12,990 + $20, sell 1.5 @ 15,000 − $30, send 0.5 away paying 0.001 BTC. */
  async function investor() {
    const me = await newSignedInUser(app, database.db);
    const ids: string[] = [];
    for (const b of [
      body('buy', 30, '2', '10000', ['20', 'usd']),
      body('buy', 20, '1', '12990', ['20', 'usd']),
      body('sell', 10, '1.5', '15000', ['30', 'usd']),
      body('transfer_out', 5, '0.5', null, ['0.001', 'coin']),
    ]) {
      const { res, body: answer } = await record(me, b);
      expect(res.status, JSON.stringify(answer)).toBe(201);
      ids.push(answer.data.id);
    }
    return { me, ids };
  }

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    btc = (await services.market.read()).snapshot.coins.find((c) => c.symbol === 'BTC')!;
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('buys with fees, a partial sale and a transfer out give the holding and the realised P&L by average cost', async () => {
    const { me } = await investor();
    expect((await history(me)).map((t) => [t.type, t.quantity, t.price, t.fee, t.fee_currency])).toEqual([
      ['buy', '2', '10000', '20', 'usd'],
      ['buy', '1', '12990', '20', 'usd'],
      ['sell', '1.5', '15000', '30', 'usd'],
      ['transfer_out', '0.5', null, '0.001', 'coin'],
    ]);
    const { body: summary } = await call('/summary', { headers: me.bearer });
    // 33,030 for 3 coins: 11,010 each. The sale: 22,470 − 16,515 = 5,955. The transfer's fee: 0.001 × 11,010 = 11.01
    // lost. Held 3 − 1.5 − 0.501 = 0.999, costing 10,998.99.
    expect(summary.data.metrics.realisedPnL).toBe('5943.99');
    expect(summary.data.top[0]).toMatchObject({ symbol: 'BTC', quantity: '0.999', cost: '10998.99' });
    expect(summary.data.metrics.totalCost).toBe('10998.99');
    const value = dec('0.999').times(btc.price);
    expect(summary.data.metrics.totalPnL).toBe(value.minus('10998.99').round(18).toFixed());
    // The spec's positions are the buys.
    const positions = (await call('', { headers: me.bearer })).body.data as Json[];
    expect(positions.map((p) => [p.quantity, p.purchase_price])).toEqual([
      ['2', '10000'],
      ['1', '12990'],
    ]);
  });

  test('a sale of more than was held at its moment is refused with the figures, and nothing is stored', async () => {
    const { me } = await investor();
    // 0.999 are held now, but 8 days ago (before the transfer out) 1.5 were.
    const early = await record(me, body('sell', 8, '1.6', '15000'));
    expect(early.res.status).toBe(400);
    expect(early.body.error).toBe(
      PORTFOLIO_MESSAGES.notEnoughHeld({
        symbol: 'BTC',
        type: 'sell',
        at: daysAgo(8),
        held: '1.5',
        needed: '1.6',
      }),
    );
    // Dated before the transfer out, it leaves the transfer short: refused too, naming the transfer.
    const starving = await record(me, body('sell', 8, '1.2', '15000'));
    expect(starving.res.status).toBe(400);
    expect(starving.body.error).toBe(
      PORTFOLIO_MESSAGES.notEnoughHeld({
        symbol: 'BTC',
        type: 'transfer_out',
        at: daysAgo(5),
        held: '0.3',
        needed: '0.501',
      }),
    );
    expect(await history(me)).toHaveLength(4);
    expect((await record(me, body('sell', 1, '0.999', '15000'))).res.status).toBe(201);
  });

  test('editing or deleting a buy a later sale needs is refused; an edit that fits recomputes what follows', async () => {
    const { me, ids } = await investor();
    const [first, second] = ids;
    const removed = await call(`/transactions?id=${first}`, { method: 'DELETE', headers: me.bearer });
    expect(removed.res.status).toBe(400);
    expect(removed.body.error).toContain('Not enough BTC: the sale of 1.5');
    // The same through the positions API: the buy is a position.
    expect((await call(`?id=${first}`, { method: 'DELETE', headers: me.bearer })).res.status).toBe(400);
    const shrunk = await call(
      `/transactions?id=${second}`,
      jsonRequest(body('buy', 20, '0.0005', '12990'), { method: 'PUT', headers: me.bearer }),
    );
    expect(shrunk.res.status).toBe(400);
    expect(await history(me)).toHaveLength(4);
    // The second buy at 13,010 with no fee: 33,030 again, so the figures stay; at 16,010 they move.
    const dearer = await call(
      `/transactions?id=${second}`,
      jsonRequest(body('buy', 20, '1', '16010'), { method: 'PUT', headers: me.bearer }),
    );
    expect(dearer.res.status).toBe(200);
    // 36,030 / 3 = 12,010 a coin: the sale costs 18,015 (gain 4,455), the fee 12.01.
    const { body: summary } = await call('/summary', { headers: me.bearer });
    expect(summary.data.metrics.realisedPnL).toBe('4442.99');
  });

  test('bad input gets the form’s words', async () => {
    const me = await newSignedInUser(app, database.db);
    const refused = async (b: object) => {
      const { res, body: answer } = await record(me, b);
      expect(res.status).toBe(400);
      return answer.error as string;
    };
    expect(await refused({ ...body('buy', 1, '1', '100'), type: 'gift' })).toBe(M.typeInvalid);
    expect(await refused(body('buy', 1, '0', '100'))).toBe(M.quantityPositive);
    expect(await refused(body('buy', 1, '1e3', '100'))).toBe(M.quantityFormat);
    expect(await refused(body('sell', 1, '1', null))).toBe(M.pricePositive);
    expect(await refused(body('transfer_out', 1, '1', '100'))).toBe(M.priceNotForTransferOut);
    expect(await refused(body('transfer_in', 1, '1', null))).toBe(M.costNotNegative);
    expect(await refused(body('transfer_in', 1, '1', '0', ['1', 'usd']))).toBe(M.feeTransferInCoin);
    expect(await refused(body('buy', 1, '1', '100', ['1', 'coin']))).toBe(M.feeAtLeastQuantity);
    expect(await refused(body('buy', 1, '1', '100', ['-1', 'usd']))).toBe(M.feeNotNegative);
    expect(await refused({ ...body('buy', 1, '1', '100'), at: daysAgo(-2) })).toBe(M.dateFuture);
    expect(await refused({ ...body('buy', 1, '1', '100'), coin_id: 999_999_999 })).toBe(
      PORTFOLIO_MESSAGES.unknownCoin('BTC'),
    );
    // A gift: coins that arrive at no cost.
    expect((await record(me, body('transfer_in', 1, '1', '0'))).res.status).toBe(201);
    expect(await history(me)).toHaveLength(1);
  });

  test('another user’s transactions are never listed, changed or deleted', async () => {
    const { ids } = await investor();
    const other = await newSignedInUser(app, database.db);
    expect(await history(other)).toEqual([]);
    const put = await call(
      `/transactions?id=${ids[0]}`,
      jsonRequest(body('buy', 1, '5', '1'), { method: 'PUT', headers: other.bearer }),
    );
    expect([put.res.status, put.body.error]).toEqual([404, M.notFound]);
    const del = await call(`/transactions?id=${ids[0]}`, { method: 'DELETE', headers: other.bearer });
    expect(del.res.status).toBe(404);
    expect((await call('/transactions')).res.status).toBe(401);
  });
});
