// @vitest-environment happy-dom
// The site's modal dialog on its own: named by its title, focus in on opening and back to the opener on closing
// (closed in place or unmounted), the browser's close (Escape, method="dialog") reported, and the backdrop's click.
// happy-dom has no Escape of its own: a real Escape in Chromium is proven by tests/e2e/dialog-focus.e2e.ts.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Dialog, DialogTitle } from './dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog; `mode` says whether closing unmounts it or only closes it. */
function Page({
  mode,
  onClose = () => {},
  closeOnBackdrop = false,
  focusSave = false,
}: {
  mode: 'unmount' | 'open-prop';
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  focusSave?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const dialog = (
    <Dialog
      open={open}
      onClose={close}
      closeOnBackdrop={closeOnBackdrop}
      initialFocus={focusSave ? save : undefined}
      data-testid="dialog"
    >
      <DialogTitle>Edit Alert</DialogTitle>
      <button type="button" onClick={close}>
        Close
      </button>
      <input aria-label="Symbol" />
      <button ref={save} type="button">
        Save
      </button>
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {mode === 'unmount' ? open && dialog : dialog}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Open' });
const dialogEl = () => screen.getByTestId('dialog') as HTMLDialogElement;

function openDialog() {
  opener().focus();
  fireEvent.click(opener());
  return dialogEl();
}

describe('the modal dialog', () => {
  test('opens as a modal named by its title, with focus on its first field', () => {
    render(<Page mode="unmount" />);
    const dialog = openDialog();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Edit Alert' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Symbol' }));
  });

  test('starts on the control it is told to', () => {
    render(<Page mode="unmount" focusSave />);
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  test('unmounted by its page, it gives focus back to the button that opened it', () => {
    render(<Page mode="unmount" />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  test('closed in place (open turns false), it closes and gives focus back to the button that opened it', () => {
    render(<Page mode="open-prop" />);
    const dialog = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  test('a close made by the browser (Escape, a method="dialog" form) reaches onClose, and focus goes back', () => {
    const onClose = vi.fn();
    render(<Page mode="unmount" onClose={onClose} />);
    const dialog = openDialog();
    // What Chromium does on Escape once its cancel event is not prevented.
    act(() => dialog.close());
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  test('Tab stays inside: from the last control it goes round to the first', () => {
    render(<Page mode="unmount" />);
    openDialog();
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  test('a click on the backdrop closes it only where allowed; a click inside never does', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Page mode="unmount" onClose={onClose} />);
    fireEvent.click(openDialog());
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<Page mode="unmount" onClose={onClose} closeOnBackdrop />);
    const dialog = openDialog();
    fireEvent.click(screen.getByRole('textbox', { name: 'Symbol' }));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop lands on the <dialog> itself.
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener());
  });

  test('a dialog with no visible title is named by its label', () => {
    render(
      <Dialog label="Menu" onClose={() => {}}>
        <a href="/">Home</a>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});
