// The ledger against figures worked out by hand (each scenario's arithmetic is in its comments): partial sells, a
// sale at a loss, fees in USD and in the coin, a transfer out and back in, FIFO against average cost on one history.
import { describe, expect, test } from 'vitest';
import { runLedger, type CoinLedger, type CostMethod, type LedgerTransaction } from './ledger';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);
const day = (n: number) => T0 + n * DAY;

let seq = 0;
function tx(
  type: LedgerTransaction['type'],
  at: number,
  quantity: string,
  price: string | null,
  fee?: { fee: string; in: 'usd' | 'coin' },
  coinId = 1,
): LedgerTransaction {
  seq += 1;
  return {
    id: `t${seq}`,
    coinId,
    type,
    at,
    quantity,
    price,
    fee: fee?.fee ?? null,
    feeCurrency: fee?.in ?? 'usd',
  };
}

function coin(transactions: LedgerTransaction[], method: CostMethod, coinId = 1): CoinLedger {
  const result = runLedger(transactions, method);
  if (!result.ok) throw new Error(`shortfall at ${result.shortfall.transactionId}`);
  const found = result.coins.find((c) => c.coinId === coinId);
  if (!found) throw new Error(`no coin ${coinId}`);
  return found;
}

const lines = (c: CoinLedger) =>
  c.disposals.map((d) => [d.kind, d.quantity, d.acquiredAt, d.disposedAt, d.proceeds, d.cost, d.gain]);

describe('two buys with USD fees, then two partial sells', () => {
  // Buy 2 @ 10,000 + 20 fee = 20,020 (10,010 a coin); buy 1 @ 12,990 + 20 fee = 13,010. Held 3 for 33,030.
  // Sell 1.5 @ 15,000 less a 30 fee: proceeds 22,470. Sell 0.5 @ 20,000: proceeds 10,000.
  const history = () => [
    tx('buy', day(0), '2', '10000', { fee: '20', in: 'usd' }),
    tx('buy', day(10), '1', '12990', { fee: '20', in: 'usd' }),
    tx('sell', day(20), '1.5', '15000', { fee: '30', in: 'usd' }),
    tx('sell', day(30), '0.5', '20000'),
  ];

  test('by average cost: every coin costs 33,030 / 3 = 11,010, so the sales cost 16,515 and 5,505', () => {
    const btc = coin(history(), 'average');
    expect(btc).toMatchObject({
      quantity: '1',
      cost: '11010',
      realised: '10450',
      fees: '70',
      transactions: 4,
    });
    // 22,470 − 16,515 = 5,955; 10,000 − 5,505 = 4,495. The oldest coins held are the first buy's: its date.
    expect(lines(btc)).toEqual([
      ['sale', '1.5', day(0), day(20), '22470', '16515', '5955'],
      ['sale', '0.5', day(0), day(30), '10000', '5505', '4495'],
    ]);
  });

  test('by FIFO: both sales take the first buy’s coins at 10,010, and the second buy’s coin is what is left', () => {
    const btc = coin(history(), 'fifo');
    // 22,470 − 15,015 = 7,455; 10,000 − 5,005 = 4,995. Left: the second buy's coin at 13,010.
    expect(btc).toMatchObject({ quantity: '1', cost: '13010', realised: '12450', fees: '70' });
    expect(lines(btc)).toEqual([
      ['sale', '1.5', day(0), day(20), '22470', '15015', '7455'],
      ['sale', '0.5', day(0), day(30), '10000', '5005', '4995'],
    ]);
  });

  test('either way, what the sales cost plus what is held is what was paid', () => {
    for (const method of ['average', 'fifo'] as const) {
      const btc = coin(history(), method);
      const costSold = btc.disposals.reduce((s, d) => s + Number(d.cost), 0);
      expect(costSold + Number(btc.cost)).toBe(33_030);
    }
  });
});

describe('a sale across two buys', () => {
  // Buy 1 @ 100, buy 1 @ 200, sell 1.5 @ 300 less a 15 fee: proceeds 435.
  const history = () => [
    tx('buy', day(0), '1', '100'),
    tx('buy', day(1), '1', '200'),
    tx('sell', day(2), '1.5', '300', { fee: '15', in: 'usd' }),
  ];

  test('FIFO reports one line per buy, sharing the proceeds by quantity: 290 and 145', () => {
    const c = coin(history(), 'fifo');
    expect(lines(c)).toEqual([
      ['sale', '1', day(0), day(2), '290', '100', '190'],
      ['sale', '0.5', day(1), day(2), '145', '100', '45'],
    ]);
    expect(c).toMatchObject({ quantity: '0.5', cost: '100', realised: '235' });
  });

  test('average cost reports one line at 150 a coin, acquired on several dates', () => {
    const c = coin(history(), 'average');
    expect(lines(c)).toEqual([['sale', '1.5', null, day(2), '435', '225', '210']]);
    expect(c).toMatchObject({ quantity: '0.5', cost: '75', realised: '210' });
  });
});

test('a sale at a loss: 1 of 4 ETH bought at 3,000 sold at 2,500 less 10 is a loss of 510', () => {
  const eth = coin(
    [tx('buy', day(0), '4', '3000'), tx('sell', day(5), '1', '2500', { fee: '10', in: 'usd' })],
    'average',
  );
  expect(eth).toMatchObject({ quantity: '3', cost: '9000', realised: '-510', fees: '10' });
  expect(lines(eth)).toEqual([['sale', '1', day(0), day(5), '2490', '3000', '-510']]);
});

describe('fees in the coin', () => {
  // Buy 10.2 SOL @ 100 with 0.2 SOL fee: 10 arrive for 1,020 (102 a coin); the fee was worth 20.
  // Sell 4 @ 150 with a 0.1 SOL fee: 4.1 leave, costing 418.2, for 600.
  const history = () => [
    tx('buy', day(0), '10.2', '100', { fee: '0.2', in: 'coin' }),
    tx('sell', day(3), '4', '150', { fee: '0.1', in: 'coin' }),
  ];

  test('a buy’s fee comes off the coins received, and its cost is spread over those that arrived', () => {
    expect(coin(history().slice(0, 1), 'average')).toMatchObject({
      quantity: '10',
      cost: '1020',
      fees: '20',
    });
  });

  test('a sale’s fee leaves with the sale: its coins’ cost counts against the proceeds', () => {
    const sol = coin(history(), 'average');
    // 600 − 418.2 = 181.8; held 10 − 4.1 = 5.9 at 102 = 601.8; fees 20 + 0.1 × 150 = 35.
    expect(sol).toMatchObject({ quantity: '5.9', cost: '601.8', realised: '181.8', fees: '35' });
    expect(lines(sol)).toEqual([['sale', '4.1', day(0), day(3), '600', '418.2', '181.8']]);
  });
});

describe('a transfer out to a wallet and back in', () => {
  // Buy 1 BTC @ 30,000 (day 0) and 1 @ 40,000 (day 1). Send 1 away paying 0.001 BTC (day 2); bring 1 back (day 3),
  // with a price of 50,000 that does not apply to coins coming back; sell all 1.999 @ 50,000 (day 4): 99,950.
  const history = () => [
    tx('buy', day(0), '1', '30000'),
    tx('buy', day(1), '1', '40000'),
    tx('transfer_out', day(2), '1', null, { fee: '0.001', in: 'coin' }),
    tx('transfer_in', day(3), '1', '50000'),
    tx('sell', day(4), '1.999', '50000'),
  ];

  test('while away, the coins are not held and not sold: only the fee’s coins are a loss', () => {
    // Average 35,000 a coin: 1.001 leave; the fee's 0.001 cost 35 (a loss), the 1 sent keeps its 35,000.
    const avg = coin(history().slice(0, 3), 'average');
    expect(avg).toMatchObject({ quantity: '0.999', cost: '34965', realised: '-35', fees: '35' });
    expect(lines(avg)).toEqual([['fee', '0.001', day(0), day(2), '0', '35', '-35']]);
    // FIFO: the oldest coins leave first, the fee's among them (0.001 of the 30,000 coin: 30).
    const fifo = coin(history().slice(0, 3), 'fifo');
    expect(fifo).toMatchObject({ quantity: '0.999', cost: '39960', realised: '-30' });
  });

  test('back in, they come at their own cost, not the price given', () => {
    // Average: 34,965 + 35,000. FIFO: 39,960 + the 0.999 of the first coin (29,970) + 0.001 of the second (40).
    expect(coin(history().slice(0, 4), 'average')).toMatchObject({ quantity: '1.999', cost: '69965' });
    expect(coin(history().slice(0, 4), 'fifo')).toMatchObject({ quantity: '1.999', cost: '69970' });
  });

  test('and keep their dates: sold, the first coin is dated day 0 under FIFO', () => {
    const fifo = coin(history(), 'fifo');
    expect(lines(fifo).filter((l) => l[0] === 'sale')).toEqual([
      ['sale', '0.999', day(0), day(4), '49950', '29970', '19980'],
      ['sale', '0.999', day(1), day(4), '49950', '39960', '9990'],
      ['sale', '0.001', day(1), day(4), '50', '40', '10'],
    ]);
    // Everything sold: realised = 99,950 − 70,000 paid = 29,950 by either method.
    expect(fifo.realised).toBe('29950');
    expect(coin(history(), 'average')).toMatchObject({ quantity: '0', cost: '0', realised: '29950' });
  });

  test('coins arriving beyond those sent away come at the price given', () => {
    const c = coin([tx('transfer_in', day(0), '0.5', '2000')], 'fifo');
    expect(c).toMatchObject({ quantity: '0.5', cost: '1000', realised: '0' });
  });
});

describe('what is held at each moment', () => {
  test('a sale needs the coins when it happens: the one recorded last but dated first is taken first', () => {
    const buy = tx('buy', day(0), '1', '100');
    const later = tx('sell', day(3), '0.6', '120');
    const earlier = tx('sell', day(2), '0.5', '110');
    expect(runLedger([buy, later, earlier], 'average')).toEqual({
      ok: false,
      shortfall: { transactionId: later.id, coinId: 1, at: day(3), held: '0.5', needed: '0.6' },
    });
  });

  test('a fee in the coin counts: selling all 1 with a 0.01 fee needs 1.01', () => {
    const result = runLedger(
      [tx('buy', day(0), '1', '100'), tx('sell', day(1), '1', '120', { fee: '0.01', in: 'coin' })],
      'fifo',
    );
    expect(result.ok === false && result.shortfall).toMatchObject({ held: '1', needed: '1.01' });
  });

  test('deleting a buy that a later sale needs is refused, and what follows is recomputed from the history left', () => {
    const first = tx('buy', day(0), '1', '100');
    const second = tx('buy', day(1), '1', '300');
    const sale = tx('sell', day(2), '1.5', '400');
    expect(runLedger([first, second, sale], 'fifo').ok).toBe(true);
    expect(runLedger([second, sale], 'fifo')).toMatchObject({
      ok: false,
      shortfall: { transactionId: sale.id },
    });
    // Editing the first buy's price changes the sale's cost (FIFO: 1 × 150 + 0.5 × 300 = 300).
    const edited = { ...first, price: '150' };
    expect(coin([edited, second, sale], 'fifo')).toMatchObject({ realised: '300', cost: '150' });
  });

  test('at the same moment, transactions count in the order they were recorded', () => {
    const buy = tx('buy', day(0), '1', '100');
    const sell = tx('sell', day(0), '1', '100');
    expect(runLedger([buy, sell], 'average').ok).toBe(true);
    expect(runLedger([sell, buy], 'average').ok).toBe(false);
  });

  test('coins are kept apart: selling ETH never touches BTC', () => {
    const result = runLedger(
      [tx('buy', day(0), '1', '100', undefined, 1), tx('sell', day(1), '1', '100', undefined, 2)],
      'fifo',
    );
    expect(result).toMatchObject({ ok: false, shortfall: { coinId: 2, held: '0', needed: '1' } });
  });
});
