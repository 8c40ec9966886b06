// Activity records' types, actions, categories, caps and answer shapes, without zod: what the browser imports.

export const ACTIVITY_ACTIONS = ['add', 'create', 'remove', 'delete', 'update', 'trigger', 'view'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The Activity Types legend's categories (the spec's six, then the account's own), in the legend's order. */
export const ACTIVITY_CATEGORIES = [
  'watchlist',
  'portfolio',
  'alerts',
  'price_checks',
  'login',
  'page_views',
  'account',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** The legend's words for each category (the spec's, dashboard-spec 'Activity Log'). */
export const CATEGORY_LABELS: Record<ActivityCategory, { label: string; note: string }> = {
  watchlist: { label: 'Watchlist', note: 'adding/removing cryptocurrencies' },
  portfolio: { label: 'Portfolio', note: 'managing holdings' },
  alerts: { label: 'Alerts', note: 'price alerts and notifications' },
  price_checks: { label: 'Price Checks', note: 'viewing prices' },
  login: { label: 'Login', note: 'account access and authentication' },
  page_views: { label: 'Page Views', note: 'navigation and page visits' },
  account: { label: 'Account', note: 'settings, profile and plan' },
};

/**
 * Every activity type, with the action it stands for (ACT-028) and the category it is listed and filtered under.
 * A new type is one line here: the API accepts it, the log shows it with its category's icon, the filter finds it.
 */
export const ACTIVITY_REGISTRY = {
  login: { action: 'view', category: 'login' },
  logout: { action: 'view', category: 'login' },
  page_view: { action: 'view', category: 'page_views' },
  price_check: { action: 'view', category: 'price_checks' },
  watchlist_add: { action: 'add', category: 'watchlist' },
  watchlist_remove: { action: 'remove', category: 'watchlist' },
  portfolio_add: { action: 'add', category: 'portfolio' },
  portfolio_update: { action: 'update', category: 'portfolio' },
  portfolio_remove: { action: 'remove', category: 'portfolio' },
  alert_created: { action: 'create', category: 'alerts' },
  alert_updated: { action: 'update', category: 'alerts' },
  alert_deleted: { action: 'delete', category: 'alerts' },
  alert_triggered: { action: 'trigger', category: 'alerts' },
  subscription_upgrade: { action: 'update', category: 'account' },
  settings_update: { action: 'update', category: 'account' },
  api_key_created: { action: 'create', category: 'account' },
  api_key_revoked: { action: 'delete', category: 'account' },
} as const satisfies Record<string, { action: ActivityAction; category: ActivityCategory }>;

export type ActivityType = keyof typeof ACTIVITY_REGISTRY;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_REGISTRY) as [ActivityType, ...ActivityType[]];

/** The action each type stands for (ACT-028). */
export const ACTION_OF = Object.fromEntries(
  ACTIVITY_TYPES.map((t) => [t, ACTIVITY_REGISTRY[t].action]),
) as Record<ActivityType, ActivityAction>;

export const categoryOf = (type: ActivityType): ActivityCategory => ACTIVITY_REGISTRY[type].category;
export const typesOf = (category: ActivityCategory): ActivityType[] =>
  ACTIVITY_TYPES.filter((t) => ACTIVITY_REGISTRY[t].category === category);

/** The browser keeps this many entries, newest first. */
export const ACTIVITY_LOG_CAP = 50;
export const ACTIVITY_LIST_MAX = 200;

export const TIMEFRAMES = { '24h': 1, '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type Timeframe = keyof typeof TIMEFRAMES;
/** A stored activity as the API answers it (the server row's names, ACT-010). */
export interface ActivityRow {
  id: number;
  user_id: string;
  activity_type: ActivityType;
  description: string;
  coin_symbol: string | null;
  coin_name: string | null;
  coin_id: string | null;
  amount: string | null;
  value_usd: string | null;
  price_usd: string | null;
  page_name: string | null;
  page_path: string | null;
  alert_type: string | null;
  target_price: string | null;
  trigger_price: string | null;
  setting_name: string | null;
  old_value: string | null;
  new_value: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
  /**
   * How many entries this one stands for: an alert's triggers of one UTC day are listed as one entry (the newest)
   * so they do not push everything else out of the list; 1 for any other entry.
   */
  group_count: number;
  /** The oldest entry of the group (created_at when it stands alone). */
  group_first_at: string;
}

export interface ActivityStats {
  timeframe: Timeframe;
  since: string;
  /** Activities in the timeframe. */
  total: number;
  byType: Partial<Record<ActivityType, number>>;
  /** One entry per UTC day of the timeframe, oldest first, zero days included. */
  byDay: { date: string; count: number }[];
  /** Every activity the user ever recorded. */
  allTime: number;
  /** Activities in the last 7 days, whatever the timeframe. */
  lastSevenDays: number;
  /** The latest sign-in, if any. */
  lastLogin: string | null;
}
