// The create/edit alert dialog: a native modal dialog (focus kept inside, Escape closes). The form checks the
// spec's rules before sending and says what is wrong at the field; a refusal by the server is shown at the field it
// names (the server speaks the same messages), anything else above the form. Enterprise users may give the alert a
// webhook address; other plans are told it is an Enterprise feature.
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../platform/browser/session';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import { CURRENCY_SIGNS } from '../../../lib/money';
import { canAccess } from '../../billing';
import { useMoney } from '../../settings';
import type { AlertForm } from '../client/use-alerts';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '../webhook-rules';
import {
  ALERT_DIRECTIONS,
  ALERT_MESSAGES,
  ALERT_TYPES,
  COOLDOWN_DEFAULT_MINUTES,
  COOLDOWN_MAX_MINUTES,
  THRESHOLD_DEFAULT_PERCENT,
  THRESHOLD_MAX_PERCENT,
  THRESHOLD_MIN_PERCENT,
  THRESHOLD_STEP_PERCENT,
  WINDOW_MAX_MINUTES,
  cooldownProblem,
  fieldOfMessage,
  targetProblem,
  thresholdProblem,
  windowProblem,
  type AlertField,
  type AlertRow,
} from '../rules';

interface Draft {
  symbol: string;
  condition: AlertRow['condition'];
  threshold: string;
  /** The target as typed, in the reader's currency. */
  target: string;
  repeat: AlertRow['repeat'];
  direction: AlertRow['direction'];
  alertType: AlertRow['alert_type'];
  window: string;
  cooldown: string;
  webhook: string;
}

/**
 * What a save came to. `savedId`: the alert was saved but its webhook was not; the next save changes that alert
 * rather than making another.
 */
export type SaveOutcome = { ok: true } | { ok: false; error: string; savedId?: string };

const emptyDraft = (): Draft => ({
  symbol: '',
  condition: 'percent',
  threshold: String(THRESHOLD_DEFAULT_PERCENT),
  target: '',
  repeat: 'repeating',
  direction: 'up',
  alertType: 'custom',
  window: '',
  cooldown: String(COOLDOWN_DEFAULT_MINUTES),
  webhook: '',
});

/** A stored dollar target in the reader's currency, as editable text (at most 8 decimals, no trailing zeros). */
function targetDraft(usd: string | null, convert: (usd: number) => number, currency: string): string {
  if (usd === null) return '';
  if (currency === 'USD') return usd;
  return convert(Number(usd))
    .toFixed(8)
    .replace(/\.?0+$/, '');
}

const draftOf = (a: AlertRow, target: string): Draft => ({
  symbol: a.symbol,
  condition: a.condition ?? 'percent',
  threshold: String(a.threshold_percent),
  target,
  repeat: a.repeat ?? 'repeating',
  direction: a.direction,
  alertType: a.alert_type,
  window: a.window_minutes === null ? '' : String(a.window_minutes),
  cooldown: String(a.cooldown_minutes),
  webhook: a.webhook_url ?? '',
});

type Errors = Partial<Record<AlertField | 'webhook' | 'form', string>>;
const FIELD_OF_DRAFT: Partial<Record<keyof Draft, AlertField>> = {
  symbol: 'symbol',
  threshold: 'threshold',
  target: 'target',
  window: 'window',
  cooldown: 'cooldown',
};

/** A labelled control with its hint and its error below it, tied to it for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="muted mt-1 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

const DIRECTION_LABELS: Record<AlertRow['direction'], string> = {
  up: 'Up (price rises)',
  down: 'Down (price falls)',
  both: 'Both directions',
};

/** A target is crossed above or below; the shorter words fit the half-width select at 1280 px. */
const TARGET_DIRECTION_LABELS: Record<AlertRow['direction'], string> = {
  up: 'Above',
  down: 'Below',
  both: 'Either way',
};

const KIND_LABELS: Record<AlertRow['condition'], string> = {
  percent: '% move',
  price_target: 'Price target',
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
  /** Saves the alert, then its webhook address when it changed (a string to set, null to remove). */
  onSave: (
    form: AlertForm,
    id: string | undefined,
    webhookUrl: string | null | undefined,
  ) => Promise<SaveOutcome>;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { user } = useSession();
  const enterprise = canAccess(user?.subscription, 'enterprise');
  /** An alert this dialog made whose webhook was then refused: saving again changes it. */
  const [savedId, setSavedId] = useState<string | undefined>(undefined);
  // The parent gives each opening its own key, so the form starts from the chosen alert or empty (ALERT-015).
  const money = useMoney();
  const [initialTarget] = useState(() =>
    alert ? targetDraft(alert.target_price_usd, money.convert, money.currency) : '',
  );
  const [draft, setDraft] = useState<Draft>(() => (alert ? draftOf(alert, initialTarget) : emptyDraft()));
  const targeting = draft.condition === 'price_target';
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = key === 'webhook' ? 'webhook' : FIELD_OF_DRAFT[key];
    // A field's error clears when it is edited, as the position form's do.
    if (field) setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const symbol = draft.symbol.trim().toUpperCase();
    const threshold = draft.threshold.trim() ? Number(draft.threshold) : Number.NaN;
    const next: Errors = {
      symbol: symbol ? undefined : ALERT_MESSAGES.symbolRequired,
      threshold: targeting ? undefined : (thresholdProblem(threshold) ?? undefined),
      target: targeting ? (targetProblem(draft.target) ?? undefined) : undefined,
      window: targeting ? undefined : (windowProblem(draft.window) ?? undefined),
      cooldown: cooldownProblem(draft.cooldown) ?? undefined,
    };
    setErrors(next);
    const first = (['symbol', 'threshold', 'target', 'window', 'cooldown'] as const).find((f) => next[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#alert-${first}`)?.focus();
      return;
    }
    // Sent only when it changed, and only by those who may set one (the field is not there for others).
    const webhook = draft.webhook.trim();
    const hadWebhook = alert?.webhook_url ?? '';
    const webhookUrl = !enterprise || webhook === hadWebhook ? undefined : webhook || null;
    setSaving(true);
    const outcome = await onSave(
      {
        symbol,
        condition: draft.condition,
        // A target alert keeps its (unused) threshold valid; a % alert's stays as typed.
        threshold_percent: targeting && thresholdProblem(threshold) ? THRESHOLD_DEFAULT_PERCENT : threshold,
        // Sent only when typed anew: a stored target re-sent from its converted text would drift by the rounding.
        ...(targeting && (draft.target.trim() !== initialTarget || alert?.condition !== 'price_target')
          ? { target_price: draft.target.trim(), target_currency: money.currency }
          : {}),
        repeat: draft.repeat,
        direction: draft.direction,
        alert_type: draft.alertType,
        window_minutes: !targeting && draft.window.trim() ? Number(draft.window) : null,
        cooldown_minutes: Number(draft.cooldown),
      },
      alert?.id ?? savedId,
      webhookUrl,
    );
    setSaving(false);
    if (outcome.ok) onClose();
    else if (outcome.savedId) {
      setSavedId(outcome.savedId);
      setErrors({ webhook: outcome.error });
      form.current?.querySelector<HTMLElement>('#alert-webhook')?.focus();
    } else setErrors({ [fieldOfMessage(outcome.error) ?? 'form']: outcome.error });
  }

  const editing = alert !== null || savedId !== undefined;
  const title = editing ? 'Edit Alert' : 'Create Alert';
  return (
    <Dialog
      open={open}
      closeOnBackdrop
      className="card m-auto w-[28rem] max-w-[calc(100vw-2rem)] p-0 text-[var(--fg)] backdrop:bg-slate-950/60"
      onClose={onClose}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4 p-6">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X aria-hidden size={18} />
          </button>
        </div>
        {errors.form && (
          <p role="alert" className="form-error">
            {errors.form}
          </p>
        )}
        <Field id="alert-symbol" label="Symbol" error={errors.symbol}>
          {(described) => (
            <input
              id="alert-symbol"
              className="field uppercase"
              value={draft.symbol}
              placeholder="BTC"
              autoComplete="off"
              required
              maxLength={20}
              {...described}
              onChange={(e) => set('symbol', e.target.value.toUpperCase())}
            />
          )}
        </Field>
        <fieldset>
          <legend className="field-label">Alert kind</legend>
          <div className="flex gap-4" data-testid="alert-kind">
            {(['percent', 'price_target'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="alert-kind"
                  value={kind}
                  checked={draft.condition === kind}
                  onChange={() => {
                    set('condition', kind);
                    // A target is crossed above or below, never 'either way'.
                    if (kind === 'price_target' && draft.direction === 'both') set('direction', 'up');
                  }}
                />
                {KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        {targeting ? (
          <Field
            id="alert-target"
            label={`Target price (${CURRENCY_SIGNS[money.currency]}, ${money.currency})`}
            hint={ALERT_MESSAGES.targetHint}
            error={errors.target}
          >
            {(described) => (
              <input
                id="alert-target"
                className="field"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                placeholder="100000"
                value={draft.target}
                {...described}
                onChange={(e) => set('target', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field id="alert-threshold" label="Threshold (%)" error={errors.threshold}>
            {(described) => (
              <input
                id="alert-threshold"
                className="field"
                type="number"
                inputMode="decimal"
                required
                min={THRESHOLD_MIN_PERCENT}
                max={THRESHOLD_MAX_PERCENT}
                step={THRESHOLD_STEP_PERCENT}
                value={draft.threshold}
                {...described}
                onChange={(e) => set('threshold', e.target.value)}
              />
            )}
          </Field>
        )}
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
              {(targeting ? (['up', 'down'] as const) : ALERT_DIRECTIONS).map((d) => (
                <option key={d} value={d}>
                  {targeting ? TARGET_DIRECTION_LABELS[d] : DIRECTION_LABELS[d]}
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
        </div>
        {targeting ? (
          <Field id="alert-repeat" label="Repeat" hint={ALERT_MESSAGES.repeatHint}>
            {(described) => (
              <select
                id="alert-repeat"
                className="field"
                value={draft.repeat}
                {...described}
                onChange={(e) => set('repeat', e.target.value as Draft['repeat'])}
              >
                <option value="once">Once</option>
                <option value="repeating">Repeating</option>
              </select>
            )}
          </Field>
        ) : (
          <Field
            id="alert-window"
            label="Time window (minutes)"
            hint={ALERT_MESSAGES.windowHint}
            error={errors.window}
          >
            {(described) => (
              <input
                id="alert-window"
                className="field"
                type="number"
                inputMode="numeric"
                min={1}
                max={WINDOW_MAX_MINUTES}
                step={1}
                placeholder="Any time"
                value={draft.window}
                {...described}
                onChange={(e) => set('window', e.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          id="alert-cooldown"
          label="Cooldown (minutes)"
          hint={ALERT_MESSAGES.cooldownHint}
          error={errors.cooldown}
        >
          {(described) => (
            <input
              id="alert-cooldown"
              className="field"
              type="number"
              inputMode="numeric"
              required
              min={0}
              max={COOLDOWN_MAX_MINUTES}
              step={1}
              value={draft.cooldown}
              {...described}
              onChange={(e) => set('cooldown', e.target.value)}
            />
          )}
        </Field>
        {enterprise ? (
          <Field
            id="alert-webhook"
            label="Webhook URL (optional)"
            hint="Each time the alert fires it is also sent here, signed (Standard Webhooks). Empty: no webhook."
            error={errors.webhook}
          >
            {(described) => (
              <input
                id="alert-webhook"
                className="field"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={WEBHOOK_URL_MAX}
                placeholder="https://example.com/hooks/blockcast"
                value={draft.webhook}
                {...described}
                onChange={(e) => set('webhook', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <div className="rounded-lg border border-[var(--border)] p-3 text-sm" data-testid="webhook-upgrade">
            <p className="font-semibold">{WEBHOOK_MESSAGES.enterpriseFeature}</p>
            <p className="muted mt-1">{WEBHOOK_MESSAGES.enterpriseHint}</p>
            <Link to="/dashboard/subscription?plan=enterprise" className="link mt-1 inline-block">
              Upgrade to Enterprise
            </Link>
          </div>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {editing ? 'Save Changes' : 'Create Alert'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
