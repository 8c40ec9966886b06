// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { trackScrollDepth } from './scroll-depth';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
});
afterEach(() => vi.useRealTimers());

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll depth', () => {
  test('[PERF-008] fires at 25, 50, 75 and 100 percent, each once per page view', () => {
    const depths: number[] = [];
    const stop = trackScrollDepth((d) => depths.push(d));
    scrollTo(0); // 25 % seen: the first screen is a quarter of the page
    vi.advanceTimersByTime(200);
    expect(depths).toEqual([25]);
    scrollTo(2000); // 75 %
    vi.advanceTimersByTime(200);
    expect(depths).toEqual([25, 50, 75]);
    scrollTo(0);
    vi.advanceTimersByTime(200);
    scrollTo(3000); // the end
    vi.advanceTimersByTime(200);
    expect(depths).toEqual([25, 50, 75, 100]);
    stop();
    // A new page view starts again.
    const next: number[] = [];
    const stopNext = trackScrollDepth((d) => next.push(d));
    scrollTo(1000);
    vi.advanceTimersByTime(200);
    expect(next).toEqual([25, 50]);
    stopNext();
  });

  test('[PERF-009] it reads the position 150 ms after scrolling stops, not on every scroll event', () => {
    const depths: number[] = [];
    const stop = trackScrollDepth((d) => depths.push(d));
    // A fast fling to the end and back to the top within the debounce: only where it stopped counts.
    for (let y = 0; y <= 3000; y += 500) {
      scrollTo(y);
      vi.advanceTimersByTime(100);
    }
    scrollTo(0);
    vi.advanceTimersByTime(149);
    expect(depths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(depths).toEqual([25]);
    stop();
    scrollTo(3000);
    vi.advanceTimersByTime(500);
    expect(depths).toEqual([25]);
  });

  test('[PERF-008] a reader who scrolls to the end and leaves within 150 ms still counts as reaching it', () => {
    const depths: number[] = [];
    let leaving = (): void => {
      throw new Error('not registered');
    };
    const stop = trackScrollDepth(
      (d) => depths.push(d),
      window,
      (read) => {
        leaving = read;
        return () => {
          leaving = () => {};
        };
      },
    );
    scrollTo(3000);
    vi.advanceTimersByTime(100);
    leaving();
    expect(depths).toEqual([25, 50, 75, 100]);
    // Read once: the timer that was waiting does not report it again.
    vi.advanceTimersByTime(500);
    leaving();
    expect(depths).toEqual([25, 50, 75, 100]);
    stop();
  });

  test('[PERF-008] a reader who scrolls to the end and follows a link or goes Back within 150 ms still counts as reaching it', () => {
    for (const goOn of [
      () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true })),
      () => window.dispatchEvent(new PopStateEvent('popstate')),
    ]) {
      const depths: number[] = [];
      const stop = trackScrollDepth(
        (d) => depths.push(d),
        window,
        () => () => {},
      );
      scrollTo(3000);
      vi.advanceTimersByTime(100);
      goOn();
      expect(depths).toEqual([25, 50, 75, 100]);
      vi.advanceTimersByTime(500);
      expect(depths).toEqual([25, 50, 75, 100]);
      stop();
    }
  });
});
