import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILT_IN_RATES } from '../../lib/money';
import { createLogger } from '../../platform/logger.server';
import { ecbDailyXml, startEcbServer } from '../../tests/fakes/ecb-server';
import { fakeClock } from '../../tests/services';
import { FxSourceError, parseEcbDaily } from './ecb.server';
import { createFxService, FX_RETRY_MS, FX_TTL_MS } from './service.server';

describe('ECB daily reference rates', () => {
  test('quotes per euro become rates per dollar: 1 / USD for EUR, GBP / USD for GBP', () => {
    const rates = parseEcbDaily(ecbDailyXml('2026-01-14', { USD: '1.25', GBP: '0.85' }));
    expect(rates).toEqual({
      base: 'USD',
      rates: { USD: 1, EUR: 0.8, GBP: 0.68 },
      asOf: '2026-01-14',
      source: 'ecb',
    });
  });

  test('a document without its dated Cube, or without USD or GBP, is refused', () => {
    expect(() => parseEcbDaily('<html><body>Maintenance</body></html>')).toThrow(FxSourceError);
    expect(() => parseEcbDaily(ecbDailyXml('2026-01-14', { USD: '1.1' }))).toThrow('USD or GBP rate missing');
    expect(() => parseEcbDaily(ecbDailyXml('2026-01-14', { USD: '0', GBP: '0.8' }))).toThrow(FxSourceError);
  });
});

describe('the exchange-rate service against a local ECB', () => {
  let ecb: Awaited<ReturnType<typeof startEcbServer>>;
  beforeAll(async () => {
    ecb = await startEcbServer();
  });
  afterAll(() => ecb.close());

  test('serves the built-in rates at once, the ECB rates once read, and reads again only after 6 hours', async () => {
    const clock = fakeClock();
    const fx = createFxService({ url: ecb.url, clock, logger: createLogger('silent') });
    const before = ecb.requests();
    expect(fx.rates()).toEqual(BUILT_IN_RATES);
    await fx.refresh();
    expect(fx.rates()).toMatchObject({
      source: 'ecb',
      asOf: '2026-01-14',
      rates: { EUR: 0.909091, GBP: 0.8 },
    });
    clock.advance(FX_TTL_MS - 1);
    await fx.refresh();
    expect(ecb.requests() - before).toBe(1);
    clock.advance(1);
    await fx.refresh();
    expect(ecb.requests() - before).toBe(2);
  });

  test('when the ECB fails the last known rates stay, and it is asked again after 30 minutes', async () => {
    const clock = fakeClock();
    const fx = createFxService({ url: ecb.url, clock, logger: createLogger('silent') });
    ecb.fail();
    await fx.refresh();
    expect(fx.rates()).toEqual(BUILT_IN_RATES);
    const asked = ecb.requests();
    clock.advance(FX_RETRY_MS - 1);
    await fx.refresh();
    expect(ecb.requests()).toBe(asked);
    ecb.serve(ecbDailyXml('2026-01-15', { USD: '1.2', GBP: '0.9' }));
    clock.advance(1);
    await fx.refresh();
    expect(fx.rates()).toMatchObject({ source: 'ecb', asOf: '2026-01-15' });
  });

  test('with no source configured nothing is fetched', async () => {
    const fx = createFxService({ url: '', clock: fakeClock(), logger: createLogger('silent') });
    await fx.refresh();
    expect(fx.rates()).toBe(BUILT_IN_RATES);
  });
});
