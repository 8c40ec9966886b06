// @vitest-environment happy-dom
// A button's popup on its own: a press outside closes it and one inside does not, Escape closes it from anywhere
// and gives the keyboard back to the button when it was inside, and its own Close control does too.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useMenu } from './menu';

afterEach(cleanup);

function Page() {
  const { open, toggle, close, root, button } = useMenu();
  return (
    <>
      <a href="#elsewhere">Elsewhere</a>
      <div ref={root}>
        <button ref={button} type="button" aria-expanded={open} onClick={toggle}>
          Account
        </button>
        {open && (
          <nav aria-label="Account">
            <a href="#settings">Settings</a>
            <button type="button" onClick={() => close(true)}>
              Close
            </button>
          </nav>
        )}
      </div>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Account' });
const popup = () => screen.queryByRole('navigation', { name: 'Account' });

function openMenu() {
  render(<Page />);
  fireEvent.click(button());
  expect(button().getAttribute('aria-expanded')).toBe('true');
  expect(popup()).not.toBeNull();
}

describe('a button and its popup', () => {
  test('the button opens and closes it', () => {
    openMenu();
    fireEvent.click(button());
    expect(popup()).toBeNull();
  });

  test('a press outside closes it; a press inside does not', () => {
    openMenu();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Settings' }));
    expect(popup()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(popup()).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  test('Escape from inside closes it and gives focus back to the button', () => {
    openMenu();
    const link = screen.getByRole('link', { name: 'Settings' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  test('Escape with the keyboard elsewhere closes it and leaves focus where it is', () => {
    openMenu();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  test('its own Close control closes it and focuses the button', () => {
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  test('once closed, a press outside or Escape changes nothing', () => {
    render(<Page />);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeNull();
    fireEvent.click(button());
    expect(popup()).not.toBeNull();
  });
});
