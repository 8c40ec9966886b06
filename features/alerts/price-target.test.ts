// Price-target alerts, scenario by scenario: the crossing rule on a fake clock, then the alert job firing, switching
// a 'once' alert off and a repeating one waiting for its cooldown and the next crossing, with time and prices injected.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMemoryBus } from '../../platform/bus.server';
import type { Database } from '../../platform/db.server';
import { createLogger } from '../../platform/logger.server';
import { BUILT_IN_RATES } from '../../lib/money';
import { dec } from '../../lib/decimal';
import { databaseTargets } from '../../tests/databases';
import { users } from '../auth/tables.server';
import { createAlertEvaluator, type FiredAlert } from './job.server';
import {
  ALERT_MESSAGES,
  createAlertInput,
  evaluateAlert,
  notificationTitle,
  targetProblem,
  targetText,
  usdFromCurrency,
  type AlertState,
} from './schemas';
import { alertNotifications, priceAlerts } from './tables.server';

const T0 = Date.parse('2026-11-25T08:00:00Z');
const MIN = 60_000;

const target = (over: Partial<AlertState> = {}): AlertState => ({
  condition: 'price_target',
  targetPriceUsd: '100000',
  thresholdPercent: '5',
  direction: 'up',
  isActive: true,
  referencePrice: '99000',
  referenceAt: T0,
  windowMinutes: null,
  cooldownMinutes: 60,
  snoozedUntil: null,
  lastTriggeredAt: null,
  ...over,
});

describe('the crossing rule', () => {
  test('BTC above 100,000 fires when the price goes from 99,000 to 100,500', () => {
    expect(evaluateAlert(target(), '100500', T0 + MIN)).toEqual({
      kind: 'fire',
      changePercent: '1.51515152',
      oldPrice: '99000',
      newPrice: '100500',
      crossed: { targetPriceUsd: '100000', side: 'above' },
    });
  });

  test('reaching the target exactly counts as crossing it', () => {
    expect(evaluateAlert(target(), '100000', T0 + MIN).kind).toBe('fire');
    expect(
      evaluateAlert(target({ direction: 'down', referencePrice: '100001' }), '100000', T0 + MIN),
    ).toMatchObject({
      kind: 'fire',
      crossed: { side: 'below' },
    });
  });

  test('an above alert made while the price is already above stays quiet, and writes nothing, until a crossing', () => {
    const already = target({ referencePrice: '101000' });
    expect(evaluateAlert(already, '102000', T0 + MIN)).toEqual({ kind: 'quiet' });
    // Down through the target: a crossing the other way moves the side, fires nothing.
    expect(evaluateAlert(already, '99500', T0 + 2 * MIN)).toEqual({ kind: 'rebase', price: '99500' });
    // And back up through it: now it fires.
    expect(evaluateAlert({ ...already, referencePrice: '99500' }, '100100', T0 + 3 * MIN).kind).toBe('fire');
  });

  test('a below alert fires on the way down, never on the way up', () => {
    const below = target({ direction: 'down', targetPriceUsd: '3000', referencePrice: '3100' });
    expect(evaluateAlert(below, '2990', T0 + MIN)).toMatchObject({
      kind: 'fire',
      crossed: { side: 'below' },
    });
    expect(evaluateAlert({ ...below, referencePrice: '2900' }, '3050', T0 + MIN)).toEqual({
      kind: 'rebase',
      price: '3050',
    });
  });

  test('a crossing during the cooldown fires nothing but takes the new side, so the next crossing is needed', () => {
    const cooling = target({ lastTriggeredAt: T0, cooldownMinutes: 60 });
    expect(evaluateAlert(cooling, '100500', T0 + 30 * MIN)).toEqual({ kind: 'rebase', price: '100500' });
    // After the cooldown, still above: quiet.
    expect(evaluateAlert({ ...cooling, referencePrice: '100500' }, '101000', T0 + 90 * MIN)).toEqual({
      kind: 'quiet',
    });
  });

  test('a snoozed alert takes the side without firing; an inactive one does nothing', () => {
    expect(evaluateAlert(target({ snoozedUntil: T0 + 60 * MIN }), '100500', T0 + MIN).kind).toBe('rebase');
    expect(evaluateAlert(target({ isActive: false }), '100500', T0 + MIN)).toEqual({ kind: 'quiet' });
  });

  test('an alert with no price seen yet takes the first price as its side', () => {
    expect(evaluateAlert(target({ referencePrice: null }), '100500', T0)).toEqual({
      kind: 'rebase',
      price: '100500',
    });
  });

  test('sitting exactly on the target, then dipping under, is a side change; the next rise above fires', () => {
    const onIt = target({ referencePrice: '100000' });
    expect(evaluateAlert(onIt, '99999', T0 + MIN)).toEqual({ kind: 'rebase', price: '99999' });
    expect(evaluateAlert(onIt, '100001', T0 + MIN)).toEqual({ kind: 'quiet' });
  });
});

describe('a target typed in the reader’s currency', () => {
  test('100,000 EUR is stored as dollars by the site’s rates, in decimals', () => {
    const usd = usdFromCurrency('100000', 'EUR', BUILT_IN_RATES);
    expect(dec(usd).times(BUILT_IN_RATES.rates.EUR).round(8).toFixed()).toBe('100000');
    expect(usdFromCurrency('100000', 'USD', BUILT_IN_RATES)).toBe('100000');
  });

  test('the form and the API refuse an empty, zero, negative or over-precise target in plain words', () => {
    expect(targetProblem('')).toBe(ALERT_MESSAGES.targetRequired);
    expect(targetProblem('0')).toBe(ALERT_MESSAGES.targetPositive);
    expect(targetProblem('-5')).toBe(ALERT_MESSAGES.targetPositive);
    expect(targetProblem('1e5')).toBe(ALERT_MESSAGES.targetPositive);
    expect(targetProblem('0.000000001')).toBe(ALERT_MESSAGES.targetTooPrecise);
    expect(targetProblem('100000.5')).toBeNull();
    const both = createAlertInput.safeParse({
      symbol: 'BTC',
      condition: 'price_target',
      target_price: '1',
      direction: 'both',
    });
    expect(both.success ? null : both.error.issues[0]?.message).toBe(ALERT_MESSAGES.targetDirection);
    const none = createAlertInput.safeParse({ symbol: 'BTC', condition: 'price_target', direction: 'up' });
    expect(none.success ? null : none.error.issues[0]?.message).toBe(ALERT_MESSAGES.targetRequired);
  });

  test('a % alert’s body is read as before', () => {
    const parsed = createAlertInput.parse({ symbol: 'btc', threshold_percent: 5, direction: 'up' });
    expect(parsed).toMatchObject({
      symbol: 'BTC',
      condition: 'percent',
      threshold_percent: 5,
      repeat: 'repeating',
    });
  });

  test('the list and the notification say "BTC above $100,000.00"', () => {
    expect(targetText({ symbol: 'BTC', direction: 'up', target_price_usd: '100000' })).toBe(
      'BTC above $100,000.00',
    );
    expect(
      notificationTitle({
        symbol: 'ETH',
        price_change_percent: '-0.4',
        target_price_usd: '3000',
        crossed: 'below',
      }),
    ).toBe('ETH below $3,000.00');
    expect(
      notificationTitle({
        symbol: 'ETH',
        price_change_percent: '-5.2',
        target_price_usd: null,
        crossed: null,
      }),
    ).toBe('ETH -5.20%');
  });
});

describe.each(databaseTargets)('price-target alerts in the alert job on $name', (dbTarget) => {
  let database: Database;
  let now = T0;
  let ada: string;

  beforeAll(async () => {
    database = await dbTarget.open();
    const [row] = await database.db
      .insert(users)
      .values({ email: 'ada@example.com', firstName: 'Ada', lastName: 'L', passwordHash: 'x' })
      .returning({ id: users.id });
    ada = row!.id;
  });
  afterAll(() => database.close());

  const evaluatorWith = (delivered: FiredAlert[]) =>
    createAlertEvaluator({
      db: database.db,
      bus: createMemoryBus(),
      logger: createLogger('silent'),
      clock: () => now,
      recordActivity: async () => undefined,
      deliver: async (fired) => {
        delivered.push(fired);
      },
    });

  const targetAlert = async (symbol: string, over: Partial<typeof priceAlerts.$inferInsert>) => {
    const [row] = await database.db
      .insert(priceAlerts)
      .values({
        userId: ada,
        symbol,
        direction: 'up',
        condition: 'price_target',
        targetPriceUsd: '100000',
        referencePrice: '99000',
        referenceAt: new Date(now),
        cooldownMinutes: 60,
        ...over,
      })
      .returning();
    return row!;
  };

  test('the database refuses a price-target alert without a positive target', async () => {
    await expect(targetAlert('BTC', { targetPriceUsd: null })).rejects.toThrow();
    await expect(targetAlert('BTC', { targetPriceUsd: '0' })).rejects.toThrow();
    const percent = await database.db
      .insert(priceAlerts)
      .values({ userId: ada, symbol: 'SOL', direction: 'up', thresholdPercent: '5' })
      .returning();
    expect(percent[0]).toMatchObject({ condition: 'percent', targetPriceUsd: null, repeats: true });
    await database.db.delete(priceAlerts).where(eq(priceAlerts.id, percent[0]!.id));
  });

  test('a "once" alert fires on the crossing, is delivered with its target, and switches itself off', async () => {
    const delivered: FiredAlert[] = [];
    const evaluator = evaluatorWith(delivered);
    const alert = await targetAlert('BTC', { repeats: false });
    expect(await evaluator.evaluate(new Map([['BTC', 99500]]))).toEqual([]);
    now += MIN;
    const fired = await evaluator.evaluate(new Map([['BTC', 100200]]));
    expect(fired).toHaveLength(1);
    expect(delivered[0]?.notification).toMatchObject({
      symbol: 'BTC',
      severity: 'success',
      old_price: '99000',
      new_price: '100200',
      target_price_usd: '100000',
      crossed: 'above',
    });
    const [after] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(after).toMatchObject({ isActive: false });
    // Down and up again: it is off, nothing more fires.
    now += 2 * 60 * MIN;
    await evaluator.evaluate(new Map([['BTC', 99000]]));
    now += MIN;
    expect(await evaluator.evaluate(new Map([['BTC', 100300]]))).toEqual([]);
    await database.db.delete(priceAlerts).where(eq(priceAlerts.id, alert.id));
  });

  // Its ticks are minutes apart, so the evaluator's minute-old index is read again beside them: a side taken during
  // such a read must not be lost to it.
  test('a repeating alert fires again only on a crossing after its cooldown', async () => {
    const delivered: FiredAlert[] = [];
    const evaluator = evaluatorWith(delivered);
    const alert = await targetAlert('ETH', {
      targetPriceUsd: '3000',
      direction: 'down',
      referencePrice: '3100',
    });
    const eth = (price: number) => evaluator.evaluate(new Map([['ETH', price]]));

    expect(await eth(2990)).toHaveLength(1);
    // Back above and down through it again within the hour: quiet.
    now += 10 * MIN;
    await eth(3010);
    now += 10 * MIN;
    expect(await eth(2980)).toEqual([]);
    // The cooldown is over, but the price never went back above: still quiet.
    now += 60 * MIN;
    expect(await eth(2970)).toEqual([]);
    // Up and down through it once more: the next crossing fires.
    now += MIN;
    await eth(3020);
    now += MIN;
    const again = await eth(2995);
    expect(again.map((f) => f.notification.crossed)).toEqual(['below']);
    const notes = await database.db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, alert.id));
    expect(notes).toHaveLength(2);
    const [after] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(after?.isActive).toBe(true);
  });
});
