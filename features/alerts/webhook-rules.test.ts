// How a webhook delivery reads on the alerts page: its last attempt's answer, and where it stands.
import { describe, expect, test } from 'vitest';
import { deliveryOutcomeText, deliveryStatusText, deliveryTimeOf } from './webhook-rules';

describe('webhook delivery texts', () => {
  test('an answer reads as its status, with why it was short when its body did not come whole', () => {
    expect(deliveryOutcomeText({ status_code: 200, error: null, attempts: 1 })).toBe('HTTP 200');
    expect(deliveryOutcomeText({ status_code: 413, error: 'the answer ended early', attempts: 1 })).toBe(
      'HTTP 413 (the answer ended early)',
    );
    expect(deliveryOutcomeText({ status_code: null, error: 'no answer within 5 s', attempts: 3 })).toBe(
      'no answer within 5 s',
    );
    expect(deliveryOutcomeText({ status_code: null, error: null, attempts: 0 })).toBe('Not sent yet');
  });

  test('a finished delivery says how it ended and after how many attempts; a pending one leaves it to its retry', () => {
    expect(deliveryStatusText({ status: 'delivered', attempts: 1 })).toBe('Delivered');
    expect(deliveryStatusText({ status: 'delivered', attempts: 3 })).toBe('Delivered after 3 attempts');
    expect(deliveryStatusText({ status: 'failed', attempts: 8 })).toBe('Gave up after 8 attempts');
    expect(deliveryStatusText({ status: 'failed', attempts: 1 })).toBe('Gave up after 1 attempt');
    expect(deliveryStatusText({ status: 'failed', attempts: 0 })).toBe('Gave up before sending');
    expect(deliveryStatusText({ status: 'pending', attempts: 2 })).toBeNull();
  });

  test("a row's time is its last attempt's; one given up unsent shows when it was given up", () => {
    const times = { created_at: 'made', gave_up_at: null, last_attempt_at: null };
    expect(deliveryTimeOf(times)).toBe('made');
    expect(deliveryTimeOf({ ...times, gave_up_at: 'given up' })).toBe('given up');
    expect(deliveryTimeOf({ ...times, gave_up_at: 'given up', last_attempt_at: 'tried' })).toBe('tried');
  });
});
