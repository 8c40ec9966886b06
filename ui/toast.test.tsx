// @vitest-environment happy-dom
// The toast on a fake clock: it goes by itself after its time, waits while hovered or focused, and the keyboard
// dismisses it and goes back where it was.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../lib/constants';
import { Toast, useToast } from './toast';

function Page() {
  const { toast, show, dismiss } = useToast();
  return (
    <>
      <button type="button" onClick={() => show('Saved')}>
        Save
      </button>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}

const message = () => screen.queryByText('Saved');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(<Page />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a toast', () => {
  test('is read out politely from a region that is there before it, and goes after its time', () => {
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    save();
    expect(region.textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(message()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBeNull();
  });

  test('a second message gets its own whole time', () => {
    save();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    save();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(message()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBeNull();
  });

  test('waits while the pointer is on it, then has its whole time again', () => {
    save();
    const card = screen.getByText('Saved').parentElement as HTMLElement;
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(message()).not.toBeNull();
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(message()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBeNull();
  });

  test('waits while the keyboard is in it; Escape dismisses it and the keyboard goes back where it was', () => {
    const saveButton = screen.getByRole('button', { name: 'Save' });
    saveButton.focus();
    save();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    // Moved in from Save (as Tab would): the focus event names where it came from.
    act(() => dismiss.focus());
    fireEvent.focusIn(dismiss, { relatedTarget: saveButton });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(message()).not.toBeNull();
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(message()).toBeNull();
    expect(document.activeElement).toBe(saveButton);
  });

  test('its close button dismisses it', () => {
    save();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(message()).toBeNull();
  });
});
