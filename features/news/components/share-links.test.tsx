// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COPIED_FOR_MS, ShareLinks } from './share-links';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn().mockResolvedValue(undefined) },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const copyLink = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  });
};
const status = () => screen.getByRole('status').textContent;

describe('share links', () => {
  test('[CONST-006] a second copy shows its confirmation for its own 2 seconds', async () => {
    render(<ShareLinks url="https://blockcast.test/news/a" title="A" />);
    await copyLink();
    expect(status()).toBe('Link copied!');
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    await copyLink();
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    // 3 s after the first copy, 1.5 s after the second: still confirmed.
    expect(status()).toBe('Link copied!');
    await act(async () => {
      vi.advanceTimersByTime(COPIED_FOR_MS - 1_500);
    });
    expect(status()).toBe('');
  });
});
