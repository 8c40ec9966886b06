// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Telemetry } from './telemetry';

const measuring = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('../client/performance', () => ({
  startPerformanceMeasuring: measuring.start,
  browserMeasuringEnv: () => ({}),
}));

const register = vi.fn(() => Promise.resolve());
let readyState: DocumentReadyState = 'complete';

beforeEach(() => {
  vi.useFakeTimers();
  measuring.start.mockClear();
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  readyState = 'complete';
});

const launch = () =>
  render(
    <MemoryRouter>
      <Telemetry />
    </MemoryRouter>,
  );

describe('launch', () => {
  test('[PERF-001] performance measuring starts 100 ms after launch', async () => {
    launch();
    await vi.advanceTimersByTimeAsync(99);
    await vi.dynamicImportSettled();
    expect(measuring.start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(measuring.start).toHaveBeenCalledTimes(1);
  });

  test('[PERF-007] the service worker is registered from /sw.js 200 ms after launch, once the page has loaded', async () => {
    launch();
    await vi.advanceTimersByTimeAsync(199);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
    cleanup();
    register.mockClear();

    // A page still loading at 200 ms registers it at its load event.
    readyState = 'loading';
    launch();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
