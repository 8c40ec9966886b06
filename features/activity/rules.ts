// Activity records' types, actions, caps and answer shapes, without zod: what the browser imports.

export const ACTIVITY_TYPES = [
  'login',
  'logout',
  'page_view',
  'price_check',
  'watchlist_add',
  'watchlist_remove',
  'portfolio_add',
  'portfolio_update',
  'portfolio_remove',
  'alert_created',
  'alert_deleted',
  'alert_triggered',
  'subscription_upgrade',
  'settings_update',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_ACTIONS = ['add', 'create', 'remove', 'delete', 'update', 'trigger', 'view'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The action each type stands for (ACT-028). */
export const ACTION_OF: Record<ActivityType, ActivityAction> = {
  login: 'view',
  logout: 'view',
  page_view: 'view',
  price_check: 'view',
  watchlist_add: 'add',
  watchlist_remove: 'remove',
  portfolio_add: 'add',
  portfolio_update: 'update',
  portfolio_remove: 'remove',
  alert_created: 'create',
  alert_deleted: 'delete',
  alert_triggered: 'trigger',
  subscription_upgrade: 'update',
  settings_update: 'update',
};

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
