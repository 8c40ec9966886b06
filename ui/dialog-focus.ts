// Focus inside the site's modal dialogs (ui/dialog.tsx): first focus on the first field, and Tab kept inside.
// Without this the browser focused the first button (Close), so typing went nowhere and Enter closed the dialog, and
// Tab from the last control left for the browser's own UI.

const FIELDS = 'input:not([type="hidden"]), select, textarea';
const TABBABLE = `a[href], button, ${FIELDS}, [tabindex]`;

const usable = (el: HTMLElement) =>
  !el.matches(':disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]');

/** The controls Tab reaches inside a dialog, in order: a group of radio buttons is one stop (its checked one). */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(usable).filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (r) => r.name === el.name && usable(r),
    );
    return el === (group.find((r) => r.checked) ?? group[0]);
  });
}

/** Focuses what a dialog opens on: the given element, else its first field, else the browser's choice. */
export function focusFirstField(root: HTMLElement, initial?: HTMLElement | null) {
  const target = initial ?? [...root.querySelectorAll<HTMLElement>(FIELDS)].find(usable);
  target?.focus();
}

/**
 * Tab and Shift+Tab move through the dialog's controls and go round. Every Tab is moved here, not only the one at
 * either end: the browser also stops on things this list does not know (Chromium focuses a scrolling box with
 * nothing focusable in it), and a Tab from there left the dialog for the page behind it.
 */
export function keepTabInside(root: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabbablesIn(root);
  if (stops.length === 0) return;
  event.preventDefault();
  const active = root.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active) ? active : null;
  const at = inside ? stops.indexOf(inside) : -1;
  // Where focus is on no stop, the stops after it decide: the next is the first that follows it.
  const following = inside
    ? stops.findIndex((s) => inside.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING)
    : -1;
  let next: number;
  if (at >= 0) next = at + (event.shiftKey ? -1 : 1);
  else if (!inside) next = event.shiftKey ? -1 : 0;
  else if (event.shiftKey) next = (following === -1 ? stops.length : following) - 1;
  else next = following === -1 ? 0 : following;
  stops.at(next % stops.length)?.focus();
}
