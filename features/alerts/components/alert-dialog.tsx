// The create/edit alert dialog: a native modal dialog (focus kept inside, Escape closes). The form checks the
// spec's rules before sending; the server's message is shown when it refuses.
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AlertForm } from '../client/use-alerts';
import {
  ALERT_DIRECTIONS,
  ALERT_MESSAGES,
  ALERT_TYPES,
  THRESHOLD_DEFAULT_PERCENT,
  THRESHOLD_MAX_PERCENT,
  THRESHOLD_MIN_PERCENT,
  THRESHOLD_STEP_PERCENT,
  thresholdProblem,
  type AlertRow,
} from '../rules';

interface Draft {
  symbol: string;
  threshold: string;
  direction: AlertRow['direction'];
  alertType: AlertRow['alert_type'];
  window: string;
  cooldown: string;
}

const emptyDraft = (): Draft => ({
  symbol: '',
  threshold: String(THRESHOLD_DEFAULT_PERCENT),
  direction: 'up',
  alertType: 'custom',
  window: '',
  cooldown: '',
});

const draftOf = (a: AlertRow): Draft => ({
  symbol: a.symbol,
  threshold: String(a.threshold_percent),
  direction: a.direction,
  alertType: a.alert_type,
  window: a.window_minutes === null ? '' : String(a.window_minutes),
  cooldown: a.cooldown_minutes ? String(a.cooldown_minutes) : '',
});

type Errors = Partial<Record<'symbol' | 'threshold' | 'form', string>>;

const DIRECTION_LABELS: Record<AlertRow['direction'], string> = {
  up: 'Up (price rises)',
  down: 'Down (price falls)',
  both: 'Both directions',
};

export function AlertDialog({
  open,
  alert,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The alert being edited; null to create one. */
  alert: AlertRow | null;
  onClose: () => void;
  onSave: (form: AlertForm, id?: string) => Promise<{ ok: true } | { ok: false; error: string }>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The parent gives each opening its own key, so the form starts from the chosen alert or empty (ALERT-015).
  const [draft, setDraft] = useState<Draft>(() => (alert ? draftOf(alert) : emptyDraft()));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'symbol' || key === 'threshold')
      setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const symbol = draft.symbol.trim().toUpperCase();
    const threshold = draft.threshold.trim() ? Number(draft.threshold) : Number.NaN;
    if (!symbol) next.symbol = ALERT_MESSAGES.symbolRequired;
    const thresholdError = thresholdProblem(threshold);
    if (thresholdError) next.threshold = thresholdError;
    setErrors(next);
    if (next.symbol || next.threshold) return;
    setSaving(true);
    const outcome = await onSave(
      {
        symbol,
        threshold_percent: threshold,
        direction: draft.direction,
        alert_type: draft.alertType,
        window_minutes: draft.window.trim() ? Number(draft.window) : null,
        cooldown_minutes: draft.cooldown.trim() ? Number(draft.cooldown) : 0,
      },
      alert?.id,
    );
    setSaving(false);
    if (outcome.ok) onClose();
    else setErrors({ form: outcome.error });
  }

  const title = alert ? 'Edit Alert' : 'Create Alert';
  return (
    <dialog
      ref={dialog}
      aria-labelledby="alert-dialog-title"
      className="card m-auto w-[28rem] max-w-[calc(100vw-2rem)] p-0 text-[var(--fg)] backdrop:bg-slate-950/60"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <div className="flex items-center justify-between">
          <h2 id="alert-dialog-title" className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X aria-hidden size={18} />
          </button>
        </div>
        {errors.form && (
          <p role="alert" className="form-error">
            {errors.form}
          </p>
        )}
        <div>
          <label htmlFor="alert-symbol" className="field-label">
            Symbol
          </label>
          <input
            id="alert-symbol"
            className="field uppercase"
            value={draft.symbol}
            placeholder="BTC"
            autoComplete="off"
            maxLength={20}
            aria-invalid={errors.symbol ? true : undefined}
            aria-describedby={errors.symbol ? 'alert-symbol-error' : undefined}
            onChange={(e) => set('symbol', e.target.value.toUpperCase())}
          />
          {errors.symbol && (
            <p id="alert-symbol-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.symbol}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="alert-threshold" className="field-label">
            Threshold (%)
          </label>
          <input
            id="alert-threshold"
            className="field"
            type="number"
            inputMode="decimal"
            min={THRESHOLD_MIN_PERCENT}
            max={THRESHOLD_MAX_PERCENT}
            step={THRESHOLD_STEP_PERCENT}
            value={draft.threshold}
            aria-invalid={errors.threshold ? true : undefined}
            aria-describedby={errors.threshold ? 'alert-threshold-error' : undefined}
            onChange={(e) => set('threshold', e.target.value)}
          />
          {errors.threshold && (
            <p id="alert-threshold-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.threshold}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="alert-direction" className="field-label">
              Direction
            </label>
            <select
              id="alert-direction"
              className="field"
              value={draft.direction}
              onChange={(e) => set('direction', e.target.value as Draft['direction'])}
            >
              {ALERT_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {DIRECTION_LABELS[d]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="alert-type" className="field-label">
              Alert type
            </label>
            <select
              id="alert-type"
              className="field capitalize"
              value={draft.alertType}
              onChange={(e) => set('alertType', e.target.value as Draft['alertType'])}
            >
              {ALERT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="alert-window" className="field-label">
              Within (minutes, optional)
            </label>
            <input
              id="alert-window"
              className="field"
              type="number"
              min={1}
              step={1}
              placeholder="Any time"
              value={draft.window}
              onChange={(e) => set('window', e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="alert-cooldown" className="field-label">
              Cooldown (minutes, optional)
            </label>
            <input
              id="alert-cooldown"
              className="field"
              type="number"
              min={0}
              step={1}
              placeholder="None"
              value={draft.cooldown}
              onChange={(e) => set('cooldown', e.target.value)}
            />
          </div>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {alert ? 'Save Changes' : 'Create Alert'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
