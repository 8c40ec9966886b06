import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dec, toSignificant } from '../../lib/decimal';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { neutraliseCell } from './csv';
import {
  CSV_COLUMNS,
  CSV_LOT_COLUMNS,
  IMPORT_MAX_ROWS,
  MAX_POSITIONS_PER_USER,
  PORTFOLIO_MESSAGES as M,
} from './rules';
import { portfolios, portfolioTransactions } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;
const DAY = 24 * 60 * 60 * 1000;
const API = '/api/dashboard/portfolio';

describe.each(oneDatabaseTarget)('portfolio API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let btc: { id: number; symbol: string; name: string; price: number; change24h: number };
  let eth: typeof btc;

  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(`${API}${path}`, init);
    const text = await res.text();
    let body: Json = text;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      // CSV answers stay text.
    }
    return { res, body };
  };
  const today = () => new Date(services.clock()).toISOString();
  const position = (overrides: Record<string, unknown> = {}) => ({
    symbol: 'BTC',
    name: 'Bitcoin',
    coin_id: btc.id,
    image_url: '/images/coins/64x64/btc-1.png',
    quantity: '0.5',
    purchase_price: '40000',
    purchase_date: new Date(services.clock() - 10 * DAY).toISOString(),
    notes: 'first buy',
    ...overrides,
  });
  const add = (me: SignedIn, overrides: Record<string, unknown> = {}) =>
    call('', jsonRequest(position(overrides), { headers: me.bearer }));
  const put = (me: SignedIn, id: string, overrides: Record<string, unknown> = {}) =>
    call(`?id=${id}`, jsonRequest(position(overrides), { method: 'PUT', headers: me.bearer }));
  const del = (me: SignedIn, id: string) => call(`?id=${id}`, { method: 'DELETE', headers: me.bearer });
  const list = async (me: SignedIn) => (await call('', { headers: me.bearer })).body.data as Json[];
  const activities = async (me: SignedIn) => {
    const res = await app.request('/api/user-activity/activities?limit=50', { headers: me.bearer });
    return ((await res.json()) as Json).data as Json[];
  };
  const premium = async (me: SignedIn) => {
    const res = await app.request(
      '/api/billing/checkout',
      jsonRequest({ tier: 'premium' }, { headers: me.bearer }),
    );
    expect(res.status).toBe(200);
  };
  const importCsv = (me: SignedIn, csv: string, mode?: 'add' | 'replace') =>
    call(`/import${mode ? `?mode=${mode}` : ''}`, {
      method: 'POST',
      headers: { ...me.bearer, 'Content-Type': 'text/csv' },
      body: csv,
    });

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    const coins = (await services.market.read()).snapshot.coins;
    btc = coins.find((c) => c.symbol === 'BTC')!;
    eth = coins.find((c) => c.symbol === 'ETH')!;
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('[PORT-020] [PORT-021] [ACT-018] a position is added, listed back with the spec fields, and its add is logged', async () => {
    const me = await newSignedInUser(app, database.db);
    const added = await add(me, { quantity: '0.00000001', purchase_price: '12345.67' });
    expect(added.res.status).toBe(201);
    const rows = await list(me);
    expect(rows).toEqual([
      {
        id: added.body.data.id,
        coin_id: btc.id,
        symbol: 'BTC',
        name: 'Bitcoin',
        image_url: '/images/coins/64x64/btc-1.png',
        quantity: '0.00000001',
        purchase_price: '12345.67',
        purchase_date: new Date(services.clock() - 10 * DAY).toISOString(),
        notes: 'first buy',
      },
    ]);
    const [log] = (await activities(me)).filter((a) => a.activity_type === 'portfolio_add');
    expect(log).toMatchObject({
      coin_symbol: 'BTC',
      coin_name: 'Bitcoin',
      amount: '0.00000001',
      // 0.00000001 × 12345.67, exactly.
      value_usd: '0.0001234567',
      metadata: { action: 'add', positionId: added.body.data.id },
    });
  });

  test('[PORT-022] [PORT-023] [ACT-019] [ACT-020] a position is updated and removed, each logged', async () => {
    const me = await newSignedInUser(app, database.db);
    const { body } = await add(me);
    const id = body.data.id as string;
    const updated = await put(me, id, { quantity: '2.25', purchase_price: '41000.5', notes: '' });
    expect(updated.res.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, quantity: '2.25', purchase_price: '41000.5', notes: null });
    expect((await list(me))[0]).toMatchObject({ quantity: '2.25', purchase_price: '41000.5' });
    const removed = await del(me, id);
    expect(removed.res.status).toBe(200);
    expect(await list(me)).toEqual([]);
    const types = (await activities(me)).map((a) => a.activity_type);
    expect(types).toEqual(expect.arrayContaining(['portfolio_add', 'portfolio_update', 'portfolio_remove']));
    const update = (await activities(me)).find((a) => a.activity_type === 'portfolio_update');
    expect(update).toMatchObject({ amount: '2.25', metadata: { action: 'update' } });
    const remove = (await activities(me)).find((a) => a.activity_type === 'portfolio_remove');
    expect(remove).toMatchObject({ coin_symbol: 'BTC', metadata: { action: 'remove', positionId: id } });
  });

  test('[PORT-030] [PORT-031] [PORT-033] [PORT-035] [PORT-036] the spec messages refuse bad positions, and nothing is stored', async () => {
    const me = await newSignedInUser(app, database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol: '' }, M.cryptoRequired],
      [{ coin_id: undefined }, M.cryptoRequired],
      [{ quantity: '0' }, M.quantityPositive],
      [{ quantity: '-1' }, M.quantityPositive],
      [{ quantity: '' }, M.quantityPositive],
      [{ quantity: '1e3' }, M.quantityFormat],
      [{ quantity: '0x10' }, M.quantityFormat],
      [{ quantity: 'Infinity' }, M.quantityFormat],
      [{ quantity: 'NaN' }, M.quantityFormat],
      [{ quantity: '1.0000000000000000001' }, M.tooPrecise('Quantity')],
      [{ purchase_price: '0' }, M.pricePositive],
      [{ purchase_price: '1e5' }, M.priceFormat],
      [{ purchase_date: '' }, M.dateRequired],
      [{ purchase_date: 'yesterday-ish' }, M.dateInvalid],
      // Date.parse rolls a February 30 over to March 1: it was stored as 2024-03-01.
      [{ purchase_date: '2024-02-30' }, M.dateInvalid],
      [{ purchase_date: '2024-02-30T00:00:00.000Z' }, M.dateInvalid],
      [{ purchase_date: new Date(services.clock() + 2 * DAY).toISOString() }, M.dateFuture],
      // A year 0001 was stored as 2001 (and the form sent 1901): no coin is older than the first Bitcoin block.
      [{ purchase_date: '0001-01-01T00:00:00.000Z' }, M.dateTooEarly],
      [{ purchase_date: '2008-12-31T00:00:00.000Z' }, M.dateTooEarly],
    ];
    for (const [overrides, message] of cases) {
      const { res, body } = await add(me, overrides);
      expect({ overrides, status: res.status, body }).toEqual({
        overrides,
        status: 400,
        body: { success: false, error: message },
      });
    }
    expect(await list(me)).toEqual([]);
  });

  test('[PORT-038] notes are optional; a date of today and JSON numbers written plainly are taken', async () => {
    const me = await newSignedInUser(app, database.db);
    const { res, body } = await add(me, {
      notes: undefined,
      quantity: 3,
      purchase_price: 2.5,
      purchase_date: today(),
    });
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ notes: null, quantity: '3', purchase_price: '2.5' });
  });

  test.each([
    ['a zero-width space', '\u200B'],
    ['a word joiner', '\u2060'],
    ['a byte-order mark', '\uFEFF'],
    ['a Hangul filler', '\u3164'],
    ['blank braille and spaces', ' \u2800 \u200B '],
  ])('a note of only %s is no note, added or updated', async (_, note) => {
    const me = await newSignedInUser(app, database.db);
    const added = await add(me, { notes: note });
    expect(added.res.status).toBe(201);
    expect(added.body.data.notes).toBeNull();
    const id = added.body.data.id as string;
    const kept = await put(me, id, { notes: 'real note' });
    expect(kept.body.data.notes).toBe('real note');
    expect((await put(me, id, { notes: note })).body.data.notes).toBeNull();
    expect((await list(me))[0].notes).toBeNull();
  });

  test('a note or name holding half a UTF-16 pair is refused with its field named, and nothing is stored', async () => {
    const me = await newSignedInUser(app, database.db);
    const broken = await add(me, { notes: 'bought \uD800' });
    expect(broken.res.status).toBe(400);
    expect(broken.body.error).toBe('notes contains characters that cannot be stored');
    const name = await add(me, { name: '\uDFFFBitcoin' });
    expect(name.res.status).toBe(400);
    expect(name.body.error).toBe('name contains characters that cannot be stored');
    expect(await list(me)).toEqual([]);
  });

  test("another user's position answers 404 to PUT and DELETE and stays unchanged", async () => {
    const alice = await newSignedInUser(app, database.db);
    const mallory = await newSignedInUser(app, database.db);
    const { body } = await add(alice);
    const id = body.data.id as string;
    const before = await list(alice);
    const hijack = await put(mallory, id, { quantity: '999' });
    expect(hijack.res.status).toBe(404);
    expect(hijack.body).toEqual({ success: false, error: M.notFound });
    expect((await del(mallory, id)).res.status).toBe(404);
    expect((await del(mallory, 'not-a-uuid')).res.status).toBe(404);
    expect((await put(alice, '00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
    expect(await list(alice)).toEqual(before);
    expect(await list(mallory)).toEqual([]);
    // Mallory's failed attempts log nothing.
    expect((await activities(mallory)).map((a) => a.activity_type)).toEqual(['login']);
  });

  test('the portfolio calls refuse callers who are not signed in', async () => {
    expect((await call('')).res.status).toBe(401);
    expect((await call('', jsonRequest(position()))).res.status).toBe(401);
    expect((await call('/export')).res.status).toBe(401);
  });

  test(`a user holds at most ${MAX_POSITIONS_PER_USER} positions`, async () => {
    const me = await newSignedInUser(app, database.db);
    const [portfolio] = await database.db
      .insert(portfolios)
      .values({ userId: me.userId, name: 'My portfolio' })
      .returning();
    const lot = {
      userId: me.userId,
      portfolioId: portfolio!.id,
      coinId: btc.id,
      symbol: 'BTC',
      name: 'Bitcoin',
      type: 'buy' as const,
      quantity: '1',
      price: '1',
      at: new Date(services.clock() - DAY),
    };
    await database.db
      .insert(portfolioTransactions)
      .values(Array.from({ length: MAX_POSITIONS_PER_USER }, () => lot));
    const { res, body } = await add(me);
    expect(res.status).toBe(409);
    expect(body.error).toBe(M.limitReached(MAX_POSITIONS_PER_USER));
  });

  test('the summary gives the totals and the top 3 holdings by value, at market prices', async () => {
    const me = await newSignedInUser(app, database.db);
    await add(me, { quantity: '1', purchase_price: '10' });
    await add(me, { quantity: '1', purchase_price: '30' });
    await add(me, { symbol: 'ETH', name: 'Ethereum', coin_id: eth.id, quantity: '2', purchase_price: '100' });
    const { body } = await call('/summary', { headers: me.bearer });
    const value = dec(2).times(btc.price).plus(dec(2).times(eth.price));
    expect(dec(body.data.metrics.totalValue).round(6).eq(value.round(6))).toBe(true);
    expect(body.data.metrics.totalCost).toBe('240');
    expect(body.data.metrics.holdingsCount).toBe(2);
    expect(body.data.top.map((h: Json) => h.symbol)).toEqual(['BTC', 'ETH']);
    expect(body.data.top[0]).toMatchObject({ quantity: '2', avgPrice: '20', cost: '40' });
  });

  test('[PORT-045] the export is portfolio_{date}.csv with the spec columns first, then one row per lot, largest value first', async () => {
    const me = await newSignedInUser(app, database.db);
    await add(me, { quantity: '1', purchase_price: '10' });
    await add(me, { quantity: '2', purchase_price: '40' });
    await add(me, {
      symbol: 'ETH',
      name: 'Ethereum',
      coin_id: eth.id,
      quantity: '0.25',
      purchase_price: '2000',
    });
    const { res, body } = await call('/export', { headers: me.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="portfolio_2026-01-15.csv"');
    const parsed = Papa.parse<string[]>(body as string, { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS, ...CSV_LOT_COLUMNS]);
    // One row per lot: BTC's two lots are two rows, the larger first.
    expect(parsed.data.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['BTC', 'Bitcoin', '2', '40'],
      ['BTC', 'Bitcoin', '1', '10'],
      ['ETH', 'Ethereum', '0.25', '2000'],
    ]);
    const btcRow = parsed.data[1]!;
    // The market price to 8 significant digits (the feed's float carried 17), money to the cent.
    expect(btcRow[4]).toBe(toSignificant(btc.price, 8));
    expect(btcRow[4]!.replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(8);
    expect(btcRow[5]).toBe(dec(2).times(btc.price).toFixed(2, 1));
    // The prices are those of the market's snapshot, and the file says when that was taken.
    const { snapshot } = await services.market.read();
    expect(new Set(parsed.data.slice(1).map((r) => r.at(-1)))).toEqual(
      new Set([new Date(snapshot.fetchedAt).toISOString()]),
    );
    expect((body as string).endsWith('\r\n')).toBe(true);
  });

  test('formula cells are neutralised in the export; an import takes the market\u2019s names', async () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(neutraliseCell(`${start}cmd`)).toBe(`'${start}cmd`);
    // Negative numbers stay numbers.
    expect(neutraliseCell('-12.5')).toBe('-12.5');
    expect(neutraliseCell('Bitcoin')).toBe('Bitcoin');

    const me = await newSignedInUser(app, database.db);
    await premium(me);
    // A name sent with a lot is the market's (below); a row written before that rule may still hold a formula.
    await add(me, { name: '=cmd|/C calc!A0', purchase_price: '1000000' });
    expect((await list(me))[0].name).toBe('Bitcoin');
    await database.db
      .update(portfolioTransactions)
      .set({ name: '=cmd|/C calc!A0' })
      .where(eq(portfolioTransactions.userId, me.userId));
    const exported = (await call('/export', { headers: me.bearer })).body as string;
    const rows = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
    expect(rows[1]![1]).toBe("'=cmd|/C calc!A0");
    // A loss: P&L starts with '-' and is still a plain number.
    expect(rows[1]![6]).toMatch(/^-\d+(\.\d+)?$/);
    await del(me, (await list(me))[0].id);
    expect((await importCsv(me, exported)).res.status).toBe(201);
    expect((await list(me))[0].name).toBe('Bitcoin');
  });

  test('a lot is filed under its coin\u2019s own symbol, name and picture, whatever was sent; a coin the market does not list is refused', async () => {
    const me = await newSignedInUser(app, database.db);
    const sent = await add(me, {
      symbol: 'DOGE',
      name: '<img src=x onerror=alert(1)>',
      image_url: 'javascript:alert(document.cookie)',
    });
    expect(sent.res.status).toBe(201);
    expect((await list(me)).map((p) => [p.coin_id, p.symbol, p.name, p.image_url])).toEqual([
      [btc.id, 'BTC', 'Bitcoin', `/images/coins/64x64/btc-${btc.id}.png`],
    ]);
    const { res, body } = await add(me, { coin_id: 999_999_999, symbol: 'ZZZ', name: 'Bitcoin' });
    expect(res.status).toBe(400);
    expect(body.error).toBe(M.unknownCoin('ZZZ'));
    expect(await list(me)).toHaveLength(1);
  });

  test('CSV round trip: export, then import with replace, gives back the same lots: quantities, exact prices, dates and notes', async () => {
    const me = await newSignedInUser(app, database.db);
    await premium(me);
    const day = (n: number) => new Date(services.clock() - n * DAY).toISOString();
    await add(me, {
      quantity: '1',
      purchase_price: '10000',
      purchase_date: day(400),
      notes: 'first, "cheap" buy',
    });
    await add(me, {
      quantity: '2',
      purchase_price: '25000.123456789012',
      purchase_date: day(30),
      notes: null,
    });
    await add(me, {
      symbol: 'ETH',
      name: 'Ethereum',
      coin_id: eth.id,
      quantity: '0.123456789012345678',
      purchase_price: '3000.01',
      purchase_date: day(3),
      notes: "=SUM(A1)\nsecond line, 'quoted'",
    });
    await add(me, { quantity: '0.5', purchase_price: '1', purchase_date: day(2), notes: "'kept apostrophe" });
    const held = await list(me);
    const exported = (await call('/export', { headers: me.bearer })).body as string;

    const imported = await importCsv(me, exported, 'replace');
    expect(imported.res.status).toBe(201);
    expect(imported.body).toEqual({ success: true, data: { imported: 4, replaced: 4 } });
    const lots = await list(me);
    const strip = (rows: Json[]) =>
      rows
        .map(({ id: _id, ...lot }: Json) => lot)
        .sort((a: Json, b: Json) => a.purchase_date.localeCompare(b.purchase_date));
    expect(strip(lots)).toEqual(strip(held));
    const log = (await activities(me)).find((a) => a.metadata?.mode === 'replace');
    expect(log).toMatchObject({
      activity_type: 'portfolio_add',
      description: "Replaced the portfolio's 4 positions with 4 positions from CSV",
      metadata: { action: 'add', count: 4, replaced: 4 },
    });

    // 'add' (the default) keeps what is held: the same file again doubles every lot.
    const again = await importCsv(me, exported);
    expect(again.body).toEqual({ success: true, data: { imported: 4, replaced: 0 } });
    expect(await list(me)).toHaveLength(8);
    expect((await importCsv(me, exported, 'wipe' as 'add')).res.status).toBe(400);
  });

  test('a file with only the spec columns (an older export) still imports, one lot per row dated today', async () => {
    const me = await newSignedInUser(app, database.db);
    await premium(me);
    const old = [
      CSV_COLUMNS.join(','),
      'BTC,Bitcoin,3,20000,90000,270000,210000,350',
      'ETH,Ethereum,0.12345678,3000.01,3500,432.1,61.7,16.67',
    ].join('\r\n');
    const imported = await importCsv(me, old);
    expect(imported.body).toEqual({ success: true, data: { imported: 2, replaced: 0 } });
    const lots = await list(me);
    expect(lots.map((l) => [l.symbol, l.coin_id, l.quantity, l.purchase_price, l.purchase_date])).toEqual(
      expect.arrayContaining([
        ['BTC', btc.id, '3', '20000', today()],
        ['ETH', eth.id, '0.12345678', '3000.01', today()],
      ]),
    );
    const log = (await activities(me)).find((a) => a.description === 'Imported 2 positions from CSV');
    expect(log).toMatchObject({ activity_type: 'portfolio_add', metadata: { action: 'add', count: 2 } });
  });

  test('an imported note of only invisible characters is no note, as in the form', async () => {
    const me = await newSignedInUser(app, database.db);
    await premium(me);
    const csv = 'Symbol,Quantity,Avg Price,Purchase Date,Notes\r\nBTC,1,100,2025-06-01,\u200B\u3164\r\n';
    expect((await importCsv(me, csv)).res.status).toBe(201);
    expect((await list(me))[0]).toMatchObject({ symbol: 'BTC', notes: null });
  });

  test('an import with a Purchase Date column keeps each date; every bad row is reported by line, unknown coins too, and nothing is written', async () => {
    const me = await newSignedInUser(app, database.db);
    await premium(me);
    const good = 'Symbol,Quantity,Avg Price,Purchase Date,Notes\r\nBTC,1,100,2025-06-01,dated\r\n';
    expect((await importCsv(me, good)).res.status).toBe(201);
    expect((await list(me))[0]).toMatchObject({ purchase_date: '2025-06-01T00:00:00.000Z', notes: 'dated' });

    const bad = [
      'Symbol,Name,Quantity,Avg Price',
      'ETH,Ethereum,1,2000',
      ',Nothing,1,1',
      'BTC,Bitcoin,0,100',
      'BTC,Bitcoin,1e2,100',
      'NOPE-COIN,Nope,1,1',
      'BTC,Bitcoin,1,-5',
    ].join('\n');
    const badDay = await importCsv(
      me,
      'Symbol,Quantity,Avg Price,Purchase Date\r\nBTC,1,100,2024-02-29\r\nBTC,1,100,2024-02-30\r\n',
    );
    expect(badDay.body.errors).toEqual([{ line: 3, error: M.dateInvalid }]);
    const { res, body } = await importCsv(me, bad);
    expect(res.status).toBe(422);
    expect(body).toEqual({
      success: false,
      error: M.importRowsInvalid(5),
      // Every row's problem at once: the unknown coin with the others, in the file's order.
      errors: [
        { line: 3, error: M.cryptoRequired },
        { line: 4, error: M.quantityPositive },
        { line: 5, error: M.quantityFormat },
        { line: 6, error: M.unknownCoin('NOPE-COIN') },
        { line: 7, error: M.pricePositive },
      ],
    });
    const unknown = await importCsv(me, 'Symbol,Quantity,Avg Price\nETH,1,1\nNOPECOIN,1,1\n');
    expect(unknown.body.errors).toEqual([{ line: 3, error: M.unknownCoin('NOPECOIN') }]);
    expect((await list(me)).map((l) => l.symbol)).toEqual(['BTC']);
  });

  test('import refusals: Free plan, missing columns, no rows, too many rows, too large', async () => {
    const free = await newSignedInUser(app, database.db);
    const refused = await importCsv(free, 'Symbol,Quantity,Avg Price\nBTC,1,1\n');
    expect(refused.res.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: M.importPremium });
    expect(await list(free)).toEqual([]);

    const me = await newSignedInUser(app, database.db);
    await premium(me);
    const missing = await importCsv(me, 'Symbol,Name\nBTC,Bitcoin\n');
    expect(missing.body).toEqual({
      success: false,
      error: M.importMissingColumns(['Quantity', 'Avg Price']),
    });
    expect((await importCsv(me, 'Symbol,Quantity,Avg Price\n')).body.error).toBe(M.importEmpty);
    const many = `Symbol,Quantity,Avg Price\n${'BTC,1,1\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    const tooMany = await importCsv(me, many);
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.body.error).toBe(M.importTooManyRows(IMPORT_MAX_ROWS));
    const huge = `Symbol,Quantity,Avg Price,Notes\nBTC,1,1,${'x'.repeat(1024 * 1024 + 10)}\n`;
    const tooLarge = await importCsv(me, huge);
    expect(tooLarge.res.status).toBe(413);
    expect(tooLarge.body.error).toBe(M.importTooLarge(1024 * 1024));
    expect(await list(me)).toEqual([]);
  });
});
