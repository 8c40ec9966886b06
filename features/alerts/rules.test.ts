// The rules that decide when a price alert fires, scenario by scenario, on a fake clock.
import { describe, expect, test } from 'vitest';
import {
  ALERT_MESSAGES,
  activityAlertType,
  badgeText,
  cooldownProblem,
  fieldOfMessage,
  windowProblem,
  describeAlert,
  evaluateAlert,
  formatSignedPercent,
  priceMovedText,
  severityOf,
  targetPriceOf,
  type AlertState,
} from './schemas';

const T0 = Date.parse('2026-01-15T12:00:00Z');
const MIN = 60_000;

const alert = (over: Partial<AlertState> = {}): AlertState => ({
  thresholdPercent: '5.0',
  direction: 'up',
  isActive: true,
  referencePrice: '100',
  referenceAt: T0,
  windowMinutes: null,
  cooldownMinutes: 0,
  snoozedUntil: null,
  lastTriggeredAt: null,
  ...over,
});

describe('[ALERT-038] when an alert fires', () => {
  test('up 5% alert fires at +5.2%', () => {
    expect(evaluateAlert(alert(), '105.2', T0 + MIN)).toEqual({
      kind: 'fire',
      changePercent: '5.2',
      oldPrice: '100',
      newPrice: '105.2',
    });
  });

  test('up 5% alert fires at exactly +5%, and not on a 5.2% fall', () => {
    expect(evaluateAlert(alert(), '105', T0).kind).toBe('fire');
    expect(evaluateAlert(alert(), '94.8', T0).kind).toBe('quiet');
  });

  test('down 5% alert fires on a 5.2% fall with a negative percent, and not on a rise', () => {
    expect(evaluateAlert(alert({ direction: 'down' }), '94.8', T0)).toMatchObject({
      kind: 'fire',
      changePercent: '-5.2',
    });
    expect(evaluateAlert(alert({ direction: 'down' }), '110', T0).kind).toBe('quiet');
  });

  test('both fires on a fall', () => {
    expect(evaluateAlert(alert({ direction: 'both' }), '90', T0)).toMatchObject({
      kind: 'fire',
      changePercent: '-10',
    });
  });

  test('both fires on a rise', () => {
    expect(evaluateAlert(alert({ direction: 'both' }), '106', T0).kind).toBe('fire');
  });

  test('below threshold does not fire', () => {
    expect(evaluateAlert(alert(), '104.99', T0).kind).toBe('quiet');
    expect(evaluateAlert(alert({ direction: 'both', thresholdPercent: '0.1' }), '99.95', T0).kind).toBe(
      'quiet',
    );
  });

  test('a 0.1% alert fires on a move of 0.1% exactly (decimal math, no float drift)', () => {
    expect(evaluateAlert(alert({ thresholdPercent: '0.1', referencePrice: '0.3' }), '0.3003', T0).kind).toBe(
      'fire',
    );
  });

  test('[ALERT-039] an inactive alert does not fire', () => {
    expect(evaluateAlert(alert({ isActive: false }), '200', T0).kind).toBe('quiet');
  });

  test('an alert without a reference takes the current price as its reference', () => {
    expect(evaluateAlert(alert({ referencePrice: null, referenceAt: null }), '123.45', T0)).toEqual({
      kind: 'rebase',
      price: '123.45',
    });
  });

  test('reference resets after a trigger: the next move is measured from the trigger price', () => {
    const first = evaluateAlert(alert(), '106', T0 + MIN);
    expect(first.kind).toBe('fire');
    if (first.kind !== 'fire') return;
    const after = alert({ referencePrice: first.newPrice, referenceAt: T0 + MIN, lastTriggeredAt: T0 + MIN });
    // +4.7% from the trigger price (11% from the first reference): not yet.
    expect(evaluateAlert(after, '111', T0 + 2 * MIN).kind).toBe('quiet');
    expect(evaluateAlert(after, '111.4', T0 + 2 * MIN)).toMatchObject({ kind: 'fire', oldPrice: '106' });
  });

  test('cooldown holds a second trigger until it has passed', () => {
    const cooling = alert({ cooldownMinutes: 30, lastTriggeredAt: T0, referenceAt: T0 });
    expect(evaluateAlert(cooling, '120', T0 + 29 * MIN).kind).toBe('quiet');
    expect(evaluateAlert(cooling, '120', T0 + 30 * MIN).kind).toBe('fire');
  });

  test('a snoozed alert stays quiet until the snooze ends', () => {
    const snoozed = alert({ snoozedUntil: T0 + 60 * MIN });
    expect(evaluateAlert(snoozed, '120', T0 + 59 * MIN).kind).toBe('quiet');
    expect(evaluateAlert(snoozed, '120', T0 + 60 * MIN).kind).toBe('fire');
  });

  test('with a 60-minute window a move within the window fires', () => {
    expect(evaluateAlert(alert({ windowMinutes: 60 }), '106', T0 + 59 * MIN).kind).toBe('fire');
  });

  test('with a 60-minute window a slow drift never fires: the stale reference is re-based', () => {
    expect(evaluateAlert(alert({ windowMinutes: 60 }), '106', T0 + 61 * MIN)).toEqual({
      kind: 'rebase',
      price: '106',
    });
  });
});

describe('what a fired alert says', () => {
  test('severity bands: under 5% info, 5-10% success up / warning down, 10% or more error', () => {
    expect(severityOf('4.99')).toBe('info');
    expect(severityOf('-4.99')).toBe('info');
    expect(severityOf('5')).toBe('success');
    expect(severityOf('-5')).toBe('warning');
    expect(severityOf('9.99')).toBe('success');
    expect(severityOf('10')).toBe('error');
    expect(severityOf('-12.5')).toBe('error');
  });

  test('[ALERT-019] the percent is signed with 2 decimals', () => {
    expect(formatSignedPercent('5.2')).toBe('+5.20%');
    expect(formatSignedPercent('-3.14159')).toBe('-3.14%');
    expect(formatSignedPercent('0')).toBe('0.00%');
  });

  test('[ALERT-020] the message names the old and new price in the price format', () => {
    expect(priceMovedText({ old_price: '64000.5', new_price: '67328.526' })).toBe(
      'Price moved from $64,000.50 to $67,328.53',
    );
    expect(priceMovedText({ old_price: '0.5', new_price: '42.123' })).toBe(
      'Price moved from $0.5000 to $42.12',
    );
  });

  test("the message takes the reader's price format (another currency)", () => {
    const euros = (from: number, to: number): [string, string] => [
      `€${(from * 0.5).toFixed(2)}`,
      `€${(to * 0.5).toFixed(2)}`,
    ];
    expect(priceMovedText({ old_price: '100', new_price: '110' }, euros)).toBe(
      'Price moved from €50.00 to €55.00',
    );
  });

  test('a small move of a small price shows the digits that tell the two prices apart', () => {
    expect(priceMovedText({ old_price: '0.027600', new_price: '0.027628' })).toBe(
      'Price moved from $0.02760 to $0.02763',
    );
    expect(priceMovedText({ old_price: '64000.001', new_price: '64000.004' })).toBe(
      'Price moved from $64,000.001 to $64,000.004',
    );
    expect(priceMovedText({ old_price: '0.0000123400', new_price: '0.0000123412' })).toBe(
      'Price moved from $0.000012340 to $0.000012341',
    );
  });

  test('an alert reads as a sentence in the activity log', () => {
    expect(describeAlert('BTC', 'up', 5)).toBe('BTC rises 5%');
    expect(describeAlert('ETH', 'down', '2.50')).toBe('ETH falls 2.5%');
    expect(describeAlert('SOL', 'both', '10.0')).toBe('SOL moves 10% either way');
  });

  test('the form checks the minutes fields in plain words, and places a server refusal at its field', () => {
    expect(windowProblem('')).toBeNull();
    expect(windowProblem('60')).toBeNull();
    expect(windowProblem('0')).toBe(ALERT_MESSAGES.windowRange);
    expect(windowProblem('1.5')).toBe(ALERT_MESSAGES.windowRange);
    expect(cooldownProblem('0')).toBeNull();
    expect(cooldownProblem('')).toBe(ALERT_MESSAGES.cooldownRange);
    expect(cooldownProblem('-1')).toBe(ALERT_MESSAGES.cooldownRange);
    expect(cooldownProblem('10081')).toBe(ALERT_MESSAGES.cooldownRange);
    expect(fieldOfMessage(ALERT_MESSAGES.unknownCoin('NOPE'))).toBe('symbol');
    expect(fieldOfMessage(ALERT_MESSAGES.thresholdStep)).toBe('threshold');
    expect(fieldOfMessage(ALERT_MESSAGES.windowRange)).toBe('window');
    expect(fieldOfMessage(ALERT_MESSAGES.cooldownRange)).toBe('cooldown');
    expect(fieldOfMessage('Request timed out')).toBeNull();
  });

  test('[DASH-038] the bell badge caps at 9+', () => {
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  test('decision 18: the target price is where the threshold is crossed; alertType above/below', () => {
    expect(targetPriceOf('64000', 5, 'up')).toBe('67200');
    expect(targetPriceOf('64000', 5, 'down')).toBe('60800');
    expect(activityAlertType('up')).toBe('above');
    expect(activityAlertType('down')).toBe('below');
    expect(activityAlertType('both')).toBeNull();
  });
});
