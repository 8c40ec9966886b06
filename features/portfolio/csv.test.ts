// The export file's format, on known lots at known prices: the columns, one row per lot by value, the prices'
// time, money to the cent, prices to 8 significant digits, the final line break; and the same text read back.
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { parseImport, portfolioCsv } from './csv';
import { CSV_COLUMNS, CSV_LOT_COLUMNS } from './rules';
import { asBuy, valuePortfolio, type PositionRow, type Quote } from './valuation';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const PRICES_AT = Date.parse('2026-11-26T11:59:30Z');

const lot = (over: Partial<PositionRow> & Pick<PositionRow, 'id' | 'coin_id' | 'symbol'>): PositionRow => ({
  name: over.symbol,
  image_url: null,
  quantity: '1',
  purchase_price: '1',
  purchase_date: '2025-01-15T00:00:00.000Z',
  notes: null,
  ...over,
});

const LOTS: PositionRow[] = [
  lot({
    id: 'a',
    coin_id: 74,
    symbol: 'DOGE',
    name: 'Dogecoin',
    quantity: '1000',
    purchase_price: '0.0812345678',
  }),
  lot({
    id: 'b',
    coin_id: 1,
    symbol: 'BTC',
    name: 'Bitcoin',
    quantity: '0.5',
    purchase_price: '43210.55555',
    purchase_date: '2024-02-29T10:30:00.000Z',
    notes: 'dip, "finally"\nsecond line',
  }),
  lot({ id: 'c', coin_id: 1, symbol: 'BTC', name: 'Bitcoin', quantity: '0.1', purchase_price: '90000' }),
  lot({ id: 'd', coin_id: 999, symbol: 'GONE', name: 'Delisted', quantity: '5', purchase_price: '2' }),
  lot({ id: 'e', coin_id: 1027, symbol: 'ETH', name: 'Ethereum', quantity: '2', notes: '=1+1' }),
];
const QUOTES: Record<number, Quote> = {
  1: { price: 100000.123456789, change24h: 1 },
  1027: { price: 3000, change24h: -2 },
  74: { price: '0.0000123456789', change24h: 0 },
};
const valuation = valuePortfolio(LOTS.map(asBuy), (id) => QUOTES[id]);

describe('the export file', () => {
  const text = portfolioCsv(valuation, PRICES_AT);
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const column = (name: string) => [...CSV_COLUMNS, ...CSV_LOT_COLUMNS].indexOf(name as never);

  test('has the spec columns first, then the lot columns, and ends with a line break', () => {
    expect(header).toEqual([...CSV_COLUMNS, ...CSV_LOT_COLUMNS]);
    expect(text.startsWith(`${CSV_COLUMNS.join(',')},`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.endsWith('\r\n\r\n')).toBe(false);
  });

  test('[PORT-046] has the columns Symbol, Name, Quantity, Avg Price, Current Price, Value, P&L and P&L %, and a holding bought once is one row of its figures', () => {
    expect(header!.slice(0, 8)).toEqual([
      'Symbol',
      'Name',
      'Quantity',
      'Avg Price',
      'Current Price',
      'Value',
      'P&L',
      'P&L %',
    ]);
    // Ethereum, Dogecoin and the delisted coin were each bought once: one row each. (Bitcoin, bought twice, has a
    // row per purchase, so that the file reads back as the same lots: the export's extension of the spec.)
    const once = rows.filter((r) => r[0] !== 'BTC').map((r) => r.slice(0, 8));
    expect(once).toEqual([
      ['ETH', 'Ethereum', '2', '1', '3000', '6000.00', '5998.00', '299900.00'],
      ['DOGE', 'Dogecoin', '1000', '0.081234568', '0.000012345679', '0.01', '-81.22', '-99.98'],
      ['GONE', 'Delisted', '5', '2', '', '', '', ''],
    ]);
  });

  test('has one row per lot, largest value first, lots without a price last', () => {
    expect(rows.map((r) => [r[0], r[column('Value')]])).toEqual([
      ['BTC', '50000.06'],
      ['BTC', '10000.01'],
      ['ETH', '6000.00'],
      ['DOGE', '0.01'],
      ['GONE', ''],
    ]);
  });

  test('states when its prices were taken, on every row', () => {
    expect(new Set(rows.map((r) => r[column('Prices As Of')]))).toEqual(
      new Set(['2026-11-26T11:59:30.000Z']),
    );
    expect(portfolioCsv(valuation, null).split('\r\n')[1]?.endsWith(',')).toBe(true);
  });

  test('writes money to the cent, prices to 8 significant digits, and the exact price beside them', () => {
    const btc = rows.find((r) => r[column('Purchase Price')] === '43210.55555');
    expect(btc).toBeDefined();
    expect(btc![column('Avg Price')]).toBe('43210.556');
    expect(btc![column('Current Price')]).toBe('100000.12');
    expect(btc![column('Value')]).toBe('50000.06');
    expect(btc![column('P&L')]).toBe('28394.78');
    expect(btc![column('P&L %')]).toBe('131.43');
    const doge = rows.find((r) => r[0] === 'DOGE')!;
    expect(doge[column('Avg Price')]).toBe('0.081234568');
    expect(doge[column('Current Price')]).toBe('0.000012345679');
    // A loss rounds to a plain negative number; a loss smaller than a cent is never '-0.00'.
    expect(doge[column('P&L')]).toBe('-81.22');
    for (const r of rows) {
      for (const name of ['Value', 'P&L', 'P&L %']) expect(r[column(name)]).toMatch(/^(-?\d+\.\d\d)?$/);
      for (const name of ['Avg Price', 'Current Price'])
        expect(r[column(name)]!.replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(8);
    }
  });

  test('reads back as the same lots: quantity, exact price, date, note and coin', () => {
    const parsed = parseImport(text, NOW);
    expect(parsed.ok && parsed.errors).toEqual([]);
    const back = parsed.ok ? parsed.rows : [];
    const key = (l: { purchase_date: string; quantity: string }) => `${l.purchase_date} ${l.quantity}`;
    expect(
      back
        .map((r) => ({
          coin_id: r.coin_id,
          quantity: r.quantity,
          purchase_price: r.purchase_price,
          purchase_date: r.purchase_date,
          notes: r.notes,
        }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    ).toEqual(
      LOTS.map((l) => ({
        coin_id: l.coin_id,
        quantity: l.quantity,
        purchase_price: l.purchase_price,
        purchase_date: l.purchase_date,
        notes: l.notes,
      })).sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});
