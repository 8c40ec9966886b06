// @vitest-environment happy-dom
// Tab inside a modal dialog: every press is moved by the dialog, so focus never leaves it, even from a place the
// list of stops does not know (Chromium focuses a scrolling box with nothing focusable in it).
import { afterEach, describe, expect, test } from 'vitest';
import { keepTabInside, tabbablesIn } from './dialog-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialogWith(html: string) {
  document.body.innerHTML = `<button id="behind">Behind</button><dialog open>${html}</dialog>`;
  return document.querySelector('dialog') as HTMLDialogElement;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** Presses Tab (or Shift+Tab) the way the dialog's key listener sees it; returns the focused element's id. */
function tab(root: HTMLElement, shift = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, cancelable: true });
  keepTabInside(root, event);
  expect(event.defaultPrevented).toBe(true);
  return document.activeElement?.id;
}

describe('a modal dialog keeps Tab inside', () => {
  const html = `
    <input id="search" />
    <div id="scroller" tabindex="-1">Loading…</div>
    <button id="close">Close</button>
    <input type="radio" name="direction" id="up" /><input type="radio" name="direction" id="down" checked />
    <button id="add">Add</button>`;

  test('a group of radio buttons is one stop, its checked one', () => {
    const dialog = dialogWith(html);
    expect(tabbablesIn(dialog).map((el) => el.id)).toEqual(['search', 'close', 'down', 'add']);
  });

  test('from a focused box that is no stop, Tab goes to the next stop and Shift+Tab to the one before, not out', () => {
    const dialog = dialogWith(html);
    byId('scroller').focus();
    expect(tab(dialog)).toBe('close');
    byId('scroller').focus();
    expect(tab(dialog, true)).toBe('search');
  });

  test('Tab goes round at either end, and focus outside comes back in', () => {
    const dialog = dialogWith(html);
    byId('add').focus();
    expect(tab(dialog)).toBe('search');
    expect(tab(dialog, true)).toBe('add');
    byId('behind').focus();
    expect(tab(dialog)).toBe('search');
  });
});
