// Preferences (public-site-spec section 3): their names, choices, defaults and labels, without zod, so the
// browser can import them.
import { CURRENCIES, type Currency } from '../../lib/money';
import { PORTFOLIO_REFRESH_MS } from '../../lib/constants';

// The currencies a reader may choose are money's (lib/money.ts), which formats them.
export { CURRENCIES, type Currency } from '../../lib/money';

/** How often live figures refresh when the price stream is unavailable (SET-002: 5 minutes by default). */
export const UPDATE_INTERVALS_MS = [60_000, 120_000, 300_000, 600_000, 900_000] as const;
export type UpdateIntervalMs = (typeof UPDATE_INTERVALS_MS)[number];

export interface Preferences {
  updateInterval: UpdateIntervalMs;
  currency: Currency;
  notifications: boolean;
  /** Alert e-mails (Premium, verified addresses only). */
  emailAlerts: boolean;
  /** Alert Web Push notifications (Premium). */
  pushAlerts: boolean;
  autoRefresh: boolean;
  compactMode: boolean;
  soundEffects: boolean;
}
export type PreferenceName = keyof Preferences;
/** A change of some preferences. */
export type PreferencesPatch = Partial<Preferences>;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  updateInterval: 300_000,
  currency: 'USD',
  notifications: true,
  emailAlerts: false,
  pushAlerts: false,
  autoRefresh: true,
  compactMode: false,
  soundEffects: false,
};

/** The browser's copy lives under this local-storage key (SET-003). */
export const PREFERENCES_STORAGE_KEY = 'preferences';

/** Preferences only a paid plan may turn on (decision 3). */
export const PREMIUM_PREFERENCES: readonly PreferenceName[] = ['emailAlerts', 'pushAlerts'];

export const PREFERENCE_LABELS: Record<PreferenceName, { label: string; hint: string }> = {
  updateInterval: {
    label: 'Update interval',
    hint: `How often the dashboard reloads market data and your portfolio's prices (the portfolio at least every ${PORTFOLIO_REFRESH_MS / 60_000} minutes). Prices that stream live, as in the tickers and the watchlist, move as they change.`,
  },
  currency: { label: 'Currency', hint: 'Prices on your dashboard are shown in this currency.' },
  notifications: { label: 'Notifications', hint: 'Show alert notifications in the dashboard bell.' },
  emailAlerts: { label: 'E-mail alerts', hint: 'Send triggered alerts to your verified e-mail address.' },
  pushAlerts: { label: 'Push alerts', hint: 'Send triggered alerts to this browser as push notifications.' },
  autoRefresh: { label: 'Auto refresh', hint: 'Keep portfolio and watchlist figures up to date.' },
  compactMode: { label: 'Compact mode', hint: 'Tighter rows in dashboard tables.' },
  soundEffects: { label: 'Sound effects', hint: 'Play a sound when an alert arrives.' },
};

export const SETTINGS_MESSAGES = {
  premiumDelivery: 'E-mail and push alerts need the Premium plan',
  saved: 'Saved',
  saveFailed: 'Could not save your settings. Please try again.',
  loadFailed: 'Your saved settings could not be loaded; these are the ones this browser remembers',
  avatarTooLarge: 'Image too large (at most 5 MB)',
  profileSaved: 'Profile updated',
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

/** A preference as the activity log writes it ('5 min', 'on', 'EUR'). */
export function describePreference(name: PreferenceName, value: Preferences[PreferenceName]): string {
  if (name === 'updateInterval') return intervalLabel(value as number);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

/** A change of a preference in plain words, for the activity log: 'Changed update interval from 5 min to 1 min'. */
export function describePreferenceChange(name: PreferenceName, oldValue: string, newValue: string): string {
  const label = PREFERENCE_LABELS[name].label.toLowerCase();
  if (typeof DEFAULT_PREFERENCES[name] === 'boolean') return `Turned ${label} ${newValue}`;
  return `Changed ${label} from ${oldValue} to ${newValue}`;
}

/** The profile's fields in the activity log's words. */
export const PROFILE_FIELD_LABELS = { firstName: 'first name', lastName: 'last name' } as const;

/** A change of the profile picture in plain words. */
export function describePictureChange(had: boolean, has: boolean): string {
  if (!has) return 'Removed your profile picture';
  return had ? 'Changed your profile picture' : 'Added a profile picture';
}

export function intervalLabel(ms: number): string {
  return ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`;
}

/** Reads a stored copy (local storage or the server), keeping only known names with valid values. */
export function readPreferences(raw: unknown): Preferences {
  const prefs: Preferences = { ...DEFAULT_PREFERENCES };
  if (!raw || typeof raw !== 'object') return prefs;
  const r = raw as Record<string, unknown>;
  if (UPDATE_INTERVALS_MS.includes(r.updateInterval as UpdateIntervalMs))
    prefs.updateInterval = r.updateInterval as UpdateIntervalMs;
  if (CURRENCIES.includes(r.currency as Currency)) prefs.currency = r.currency as Currency;
  for (const name of [
    'notifications',
    'emailAlerts',
    'pushAlerts',
    'autoRefresh',
    'compactMode',
    'soundEffects',
  ] as const) {
    if (typeof r[name] === 'boolean') prefs[name] = r[name];
  }
  return prefs;
}
