// The Settings screen: every preference, each saved as soon as it changes, with the outcome announced.
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../ui/load-failure';
import { Switch } from '../../../ui/switch';
import { useSession } from '../../../platform/browser/session';
import { AccountSecurity } from '../../auth';
import { subscribeToPush, unsubscribeFromPush } from '../../alerts';
import { canAccess } from '../../billing';
import { useMoney } from '../client/money';
import { usePreferences } from '../client/preferences';
import {
  CURRENCIES,
  PREFERENCE_LABELS,
  SETTINGS_MESSAGES,
  UPDATE_INTERVALS_MS,
  intervalLabel,
  type Currency,
  type PreferencesPatch,
  type UpdateIntervalMs,
} from '../rules';

const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'US Dollar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'British Pound (GBP)',
};

export function SettingsView() {
  const { user, authFetch } = useSession();
  const { preferences, update, loadError, reload } = usePreferences();
  const money = useMoney();
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const premium = canAccess(user?.subscription, 'premium');
  const intervalId = useId();
  const currencyId = useId();

  async function save(patch: PreferencesPatch) {
    setOutcome(null);
    const error = await update(patch);
    setOutcome(error ? { kind: 'error', text: error } : { kind: 'ok', text: SETTINGS_MESSAGES.saved });
  }

  /** Push needs this browser subscribed first; the preference is saved only once it is. */
  async function savePush(on: boolean) {
    setOutcome(null);
    if (on) {
      const problem = await subscribeToPush(authFetch);
      if (problem) return setOutcome({ kind: 'error', text: problem });
    } else await unsubscribeFromPush(authFetch);
    await save({ pushAlerts: on });
  }

  return (
    <div className="space-y-6">
      {loadError && (
        <LoadFailure message={`${SETTINGS_MESSAGES.loadFailed} (${loadError})`} onRetry={reload} />
      )}
      <p
        role="status"
        aria-live="polite"
        className={outcome?.kind === 'error' ? 'form-error' : 'muted text-sm'}
      >
        {outcome?.text ?? ''}
      </p>

      <section className="card p-6" aria-labelledby="display-heading">
        <h2 id="display-heading" className="text-lg font-bold">
          Display
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={currencyId} className="field-label">
              {PREFERENCE_LABELS.currency.label}
            </label>
            <select
              id={currencyId}
              className="field"
              value={preferences.currency}
              onChange={(e) => void save({ currency: e.target.value as Currency })}
              aria-describedby={`${currencyId}-hint`}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_NAMES[c]}
                </option>
              ))}
            </select>
            <p id={`${currencyId}-hint`} className="muted mt-1 text-sm">
              {PREFERENCE_LABELS.currency.hint}
              {money.ratesNote && (
                <span className="block" data-testid="rates-note">
                  $1 = {money.format(1)} · {money.ratesNote}
                </span>
              )}
            </p>
          </div>
        </div>
        <Switch
          label={PREFERENCE_LABELS.compactMode.label}
          hint={PREFERENCE_LABELS.compactMode.hint}
          checked={preferences.compactMode}
          onChange={(v) => void save({ compactMode: v })}
        />
      </section>

      <section className="card p-6" aria-labelledby="data-heading">
        <h2 id="data-heading" className="text-lg font-bold">
          Market data
        </h2>
        <div className="mt-4 max-w-sm">
          <label htmlFor={intervalId} className="field-label">
            {PREFERENCE_LABELS.updateInterval.label}
          </label>
          <select
            id={intervalId}
            className="field"
            value={preferences.updateInterval}
            onChange={(e) => void save({ updateInterval: Number(e.target.value) as UpdateIntervalMs })}
            aria-describedby={`${intervalId}-hint`}
          >
            {UPDATE_INTERVALS_MS.map((ms) => (
              <option key={ms} value={ms}>
                Every {intervalLabel(ms)}
              </option>
            ))}
          </select>
          <p id={`${intervalId}-hint`} className="muted mt-1 text-sm">
            {PREFERENCE_LABELS.updateInterval.hint}
          </p>
        </div>
        <Switch
          label={PREFERENCE_LABELS.autoRefresh.label}
          hint={PREFERENCE_LABELS.autoRefresh.hint}
          checked={preferences.autoRefresh}
          onChange={(v) => void save({ autoRefresh: v })}
        />
      </section>

      <section className="card p-6" aria-labelledby="notifications-heading">
        <h2 id="notifications-heading" className="text-lg font-bold">
          Notifications
        </h2>
        <div className="mt-2 divide-y divide-[var(--border)]">
          <Switch
            label={PREFERENCE_LABELS.notifications.label}
            hint={PREFERENCE_LABELS.notifications.hint}
            checked={preferences.notifications}
            onChange={(v) => void save({ notifications: v })}
          />
          <Switch
            label={PREFERENCE_LABELS.soundEffects.label}
            hint={PREFERENCE_LABELS.soundEffects.hint}
            checked={preferences.soundEffects}
            onChange={(v) => void save({ soundEffects: v })}
          />
          <Switch
            label={PREFERENCE_LABELS.emailAlerts.label}
            hint={
              user?.emailVerified === false
                ? `${PREFERENCE_LABELS.emailAlerts.hint} Verify your address first.`
                : PREFERENCE_LABELS.emailAlerts.hint
            }
            checked={preferences.emailAlerts}
            disabled={!premium}
            onChange={(v) => void save({ emailAlerts: v })}
          />
          <Switch
            label={PREFERENCE_LABELS.pushAlerts.label}
            hint={PREFERENCE_LABELS.pushAlerts.hint}
            checked={preferences.pushAlerts}
            disabled={!premium}
            onChange={(v) => void savePush(v)}
          />
        </div>
        {!premium && (
          <p className="muted mt-3 flex items-center gap-1.5 text-sm">
            <Star aria-hidden size={14} className="text-amber-500" />
            {SETTINGS_MESSAGES.premiumDelivery}.{' '}
            <Link to="/dashboard/subscription" className="link">
              Upgrade
            </Link>
          </p>
        )}
      </section>

      <AccountSecurity />
    </div>
  );
}
