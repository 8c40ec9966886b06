// The browser's activity log: newest first, at most 50 entries in local storage, sent to the server while
// signed in; after one failed send, sending stops for the rest of the browser session (the local log goes on).
import { ACTION_OF, ACTIVITY_LOG_CAP, type ActivityAction, type ActivityType } from '../rules';
import type { RecordActivityInput } from '../schemas';

export const ACTIVITY_STORAGE_KEY = 'user_activities';
export const SYNC_DISABLED_KEY = 'user_activities_sync_disabled';

export interface ActivityMetadata {
  coinSymbol?: string;
  coinName?: string;
  coinId?: string | number;
  amount?: string | number;
  value?: string | number;
  price?: string | number;
  pageName?: string;
  path?: string;
  alertType?: 'above' | 'below';
  targetPrice?: string | number;
  triggerPrice?: string | number;
  settingName?: string;
  oldValue?: string;
  newValue?: string;
  action?: ActivityAction;
}

export interface ClientActivity {
  id: string;
  type: ActivityType;
  description: string;
  metadata: ActivityMetadata;
  timestamp: string;
  userId: string | null;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The server call's body for a client record (the spec's field names on each side). */
export function toRecordInput(activity: ClientActivity): RecordActivityInput {
  const m = activity.metadata;
  const decimal = (v: string | number | undefined) => (v === undefined ? undefined : String(v));
  return {
    activityType: activity.type,
    description: activity.description,
    coinSymbol: m.coinSymbol,
    coinName: m.coinName,
    coinId: m.coinId === undefined ? undefined : String(m.coinId),
    amount: decimal(m.amount),
    valueUsd: decimal(m.value),
    priceUsd: decimal(m.price),
    pageName: m.pageName,
    pagePath: m.path,
    alertType: m.alertType,
    targetPrice: decimal(m.targetPrice),
    triggerPrice: decimal(m.triggerPrice),
    settingName: m.settingName,
    oldValue: m.oldValue,
    newValue: m.newValue,
    metadata: { action: m.action ?? ACTION_OF[activity.type] },
  };
}

export function createActivityLog(deps: {
  local: StorageLike;
  /** Per browser session: whether sending failed once. */
  session: StorageLike;
  clock?: () => number;
  newId?: () => string;
}) {
  const clock = deps.clock ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());

  function list(): ClientActivity[] {
    try {
      const parsed = JSON.parse(deps.local.getItem(ACTIVITY_STORAGE_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as ClientActivity[]) : [];
    } catch {
      return [];
    }
  }

  return {
    list,
    /**
     * A different user signed in, or the user signed out: the log of the previous one is theirs alone, and
     * the new session gets its own chance to sync.
     */
    switchUser(userId: string | null) {
      const entries = list();
      if (entries.some((a) => a.userId !== null && a.userId !== userId)) {
        deps.local.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify(entries.filter((a) => a.userId === userId)));
      }
      deps.session.setItem(SYNC_DISABLED_KEY, '0');
    },
    syncEnabled: () => deps.session.getItem(SYNC_DISABLED_KEY) !== '1',

    /** Adds an entry locally; when a sender is given (signed in) and syncing is on, sends it too. */
    async record(
      entry: { type: ActivityType; description: string; metadata?: ActivityMetadata; userId: string | null },
      send?: (input: RecordActivityInput) => Promise<boolean>,
    ): Promise<ClientActivity> {
      const activity: ClientActivity = {
        id: newId(),
        type: entry.type,
        description: entry.description,
        metadata: { action: ACTION_OF[entry.type], ...entry.metadata },
        timestamp: new Date(clock()).toISOString(),
        userId: entry.userId,
      };
      const next = [activity, ...list()].slice(0, ACTIVITY_LOG_CAP);
      try {
        deps.local.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A full or blocked storage loses the local copy only.
      }
      if (send && this.syncEnabled()) {
        const sent = await send(toRecordInput(activity)).catch(() => false);
        if (!sent) deps.session.setItem(SYNC_DISABLED_KEY, '1');
      }
      return activity;
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
