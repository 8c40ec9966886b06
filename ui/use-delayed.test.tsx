// @vitest-environment happy-dom
// The delayed placeholder on a fake clock: nothing before the delay, the placeholder from then, and a load that ends
// (or stops and starts again) starts the wait over.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_DELAY_MS } from '../lib/constants';
import { Delayed } from './use-delayed';

const Loading = ({ active, delayMs }: { active: boolean; delayMs?: number }) => (
  <Delayed active={active} delayMs={delayMs}>
    <p role="status">Loading…</p>
  </Delayed>
);
const shown = () => screen.queryByRole('status') !== null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a delayed placeholder', () => {
  test('shows once the default delay has passed, not before', () => {
    render(<Loading active />);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS - 1));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
  });

  test('a load that ends within the delay never shows it, and one that ends after takes it away at once', () => {
    const { rerender } = render(<Loading active />);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS - 10));
    rerender(<Loading active={false} />);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS * 5));
    expect(shown()).toBe(false);

    rerender(<Loading active />);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS));
    expect(shown()).toBe(true);
    rerender(<Loading active={false} />);
    expect(shown()).toBe(false);
  });

  test('a second load waits its own whole delay', () => {
    const { rerender } = render(<Loading active />);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS));
    rerender(<Loading active={false} />);
    rerender(<Loading active />);
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(DEFAULT_DELAY_MS - 1));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
  });

  test('a longer delay is its own', () => {
    render(<Loading active delayMs={300} />);
    act(() => vi.advanceTimersByTime(299));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
  });
});
