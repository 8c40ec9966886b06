// A secret shown once (an API key, a webhook's signing secret): its text in a read-only field that selects itself, a
// Copy button that says when it copied, and Done. A browser that refuses the clipboard is told to copy by hand. The
// field wraps the secret and grows to hold it, so all of it shows at any width (a one-line input cut a key off on a
// phone and beside the dashboard's sidebar), and the buttons sit under it. Done takes the box away, and the focus
// that was on it goes where the page says (it fell to <body>, and a keyboard user started again from the top).
// Where the page asks, the box takes focus as it shows, on the field (which selects the secret, ready to copy, and is
// described by what the box says above it). The box is no live region, which would read the secret aloud as it shows.
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function ShownOnce({
  label,
  value,
  what,
  onDone,
  returnFocusTo,
  focusOnShow = false,
  testId,
  children,
}: {
  /** The field's accessible name: 'Your new API key'. */
  label: string;
  value: string;
  /** What it is, for the message when copying fails: 'key', 'secret'. */
  what: string;
  /** Takes the box away (the page stops rendering it). */
  onDone: () => void;
  /**
   * What has focus once Done took the box away: asked for after the page has rendered without it, so it may be
   * something that rendering made (the new key's row).
   */
  returnFocusTo: () => HTMLElement | null | undefined;
  /**
   * The field takes focus when the box shows: for a box shown by the control that made the secret, which may be
   * disabled by the making (the API page's tenth key) and would drop focus to <body>. Render a box per secret (a
   * `key`) so each new one takes it.
   */
  focusOnShow?: boolean;
  testId?: string;
  /** What is said above the field. */
  children: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setError(null);
    } catch {
      setError(`Could not copy: select the ${what} and copy it yourself.`);
    }
  };
  // Focus moves once the page has rendered without the box: when it is gone, what takes focus next is on the page.
  const focusWhenGone = useRef<typeof returnFocusTo | null>(null);
  useEffect(() => () => focusWhenGone.current?.()?.focus(), []);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow]);
  const introId = useId();
  const done = () => {
    focusWhenGone.current = returnFocusTo;
    onDone();
  };
  return (
    // No live region: one would read the secret aloud as it shows (to whoever is near). The page moves focus to the
    // field (focusOnShow), which a screen reader names and describes by the text above it, the secret not spoken.
    <div className="form-success mt-4" data-testid={testId}>
      <div id={introId}>{children}</div>
      <textarea
        ref={field}
        aria-label={label}
        aria-describedby={introId}
        readOnly
        // Two lines hold a key at 320 px where the field cannot size itself to its text (field-sizing is newer).
        rows={2}
        spellCheck={false}
        className="field mt-2 resize-none font-mono text-xs break-all [field-sizing:content]"
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-secondary inline-flex items-center gap-1.5"
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn-secondary" onClick={done}>
          Done
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error mt-2 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
