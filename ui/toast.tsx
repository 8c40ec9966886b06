// A short confirmation that comes and goes by itself (CONST-004: 5 s by default), announced politely and never
// taking the keyboard's place. It waits while the pointer is over it or the keyboard is in it, and Escape or its
// close button dismisses it.
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { TOAST_DURATION_MS } from '../lib/constants';

export interface ToastMessage {
  /** A new id shows again a message equal to the one on screen, for its own whole time. */
  id: number;
  text: string;
}

/** The toast a view shows: `show` puts a message up (replacing any), `dismiss` takes it down. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((text: string) => setToast((t) => ({ id: (t?.id ?? 0) + 1, text })), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

export function Toast({
  toast,
  onDismiss,
  durationMs = TOAST_DURATION_MS,
}: {
  toast: ToastMessage | null;
  onDismiss(): void;
  durationMs?: number;
}) {
  return (
    // The live region is on the page before its message, so screen readers announce what is put in it.
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      // Clear of the notification bell at the bottom right.
      className="pointer-events-none fixed right-20 bottom-4 left-4 z-50 flex sm:justify-center"
      data-testid="toast"
    >
      {toast && <ToastCard key={toast.id} text={toast.text} onDismiss={onDismiss} durationMs={durationMs} />}
    </div>
  );
}

/** One message, with its own time: a new message starts afresh, held by no pointer or keyboard. */
function ToastCard({ text, onDismiss, durationMs }: { text: string; onDismiss(): void; durationMs: number }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  /** Where the keyboard was before it came in, to go back to when the reader dismisses the toast. */
  const cameFrom = useRef<HTMLElement | null>(null);
  // The time starts again whole once the reader lets go: they were reading it.
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [held, durationMs, onDismiss]);

  const dismiss = () => {
    if (focused && cameFrom.current?.isConnected) cameFrom.current.focus();
    onDismiss();
  };
  const enter = (e: FocusEvent<HTMLDivElement>) => {
    if (!focused && e.relatedTarget instanceof HTMLElement) cameFrom.current = e.relatedTarget;
    setFocused(true);
  };
  const leave = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };
  return (
    <div
      className="card pointer-events-auto flex max-w-sm min-w-0 items-center gap-3 py-2 pr-2 pl-4 text-sm shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={enter}
      onBlur={leave}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
    >
      <p className="min-w-0 flex-1">{text}</p>
      <button type="button" className="icon-button shrink-0" aria-label="Dismiss" onClick={dismiss}>
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
