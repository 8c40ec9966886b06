// Preferences and profile: read and change the caller's own, recording each changed setting in the activity log.
import { eq } from 'drizzle-orm';
import { ForbiddenError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import type { RecordActivityInput } from '../activity/server';
import type { AuthService, Principal, PublicUser } from '../auth/server';
import { canAccess } from '../billing/server';
import {
  DEFAULT_PREFERENCES,
  PREMIUM_PREFERENCES,
  PROFILE_FIELD_LABELS,
  SETTINGS_MESSAGES,
  describePictureChange,
  describePreference,
  describePreferenceChange,
  type PreferenceName,
  type Preferences,
  type PreferencesPatch,
  type ProfileInput,
} from './schemas';
import { userPreferences } from './tables.server';

type Row = typeof userPreferences.$inferSelect;

function toPreferences(row: Row | undefined): Preferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    updateInterval: row.updateIntervalMs as Preferences['updateInterval'],
    currency: row.currency,
    notifications: row.notifications,
    emailAlerts: row.emailAlerts,
    pushAlerts: row.pushAlerts,
    autoRefresh: row.autoRefresh,
    compactMode: row.compactMode,
    soundEffects: row.soundEffects,
  };
}

export interface SettingChange {
  settingName: string;
  oldValue: string;
  newValue: string;
}

export function createSettingsService(deps: {
  db: Db;
  clock: () => number;
  auth: AuthService;
  recordActivity(userId: string, input: RecordActivityInput): Promise<unknown>;
}) {
  const { db, clock } = deps;

  /** Each change as one entry: the plain sentence for the reader, the field names and values for the record. */
  async function record(userId: string, changes: (SettingChange & { description: string })[]) {
    for (const { description, ...change } of changes) {
      await deps.recordActivity(userId, { activityType: 'settings_update', description, ...change });
    }
  }

  async function get(userId: string): Promise<Preferences> {
    const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
    return toPreferences(row);
  }

  return {
    get,

    /** Applies a partial change; answers every preference after it and what changed. */
    async update(
      caller: Principal['user'],
      patch: PreferencesPatch,
    ): Promise<{ preferences: Preferences; changes: SettingChange[] }> {
      const user = await deps.auth.describe(caller);
      const premium = canAccess(user.subscription, 'premium');
      if (!premium && PREMIUM_PREFERENCES.some((name) => patch[name] === true)) {
        throw new ForbiddenError(SETTINGS_MESSAGES.premiumDelivery);
      }
      const { before, after } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(userPreferences)
          .where(eq(userPreferences.userId, user.id))
          .for('update')
          .limit(1);
        const before = toPreferences(current);
        const after: Preferences = { ...before, ...patch };
        const values = {
          updateIntervalMs: after.updateInterval,
          currency: after.currency,
          notifications: after.notifications,
          emailAlerts: after.emailAlerts,
          pushAlerts: after.pushAlerts,
          autoRefresh: after.autoRefresh,
          compactMode: after.compactMode,
          soundEffects: after.soundEffects,
          updatedAt: new Date(clock()),
        };
        await tx
          .insert(userPreferences)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: userPreferences.userId, set: values });
        return { before, after };
      });
      const changes = (Object.keys(patch) as PreferenceName[])
        .filter((name) => before[name] !== after[name])
        .map((name) => ({
          settingName: name,
          oldValue: describePreference(name, before[name]),
          newValue: describePreference(name, after[name]),
        }));
      await record(
        user.id,
        changes.map((c) => ({
          ...c,
          description: describePreferenceChange(c.settingName as PreferenceName, c.oldValue, c.newValue),
        })),
      );
      return { preferences: after, changes };
    },

    /** Changes the caller's names; answers the user as sessions show them. */
    async updateProfile(caller: Principal['user'], input: ProfileInput): Promise<PublicUser> {
      const user = await deps.auth.describe(caller);
      const updated = await deps.auth.updateProfile(user.id, input);
      await record(
        user.id,
        (['firstName', 'lastName'] as const)
          .filter((name) => input[name] !== undefined && input[name] !== user[name])
          .map((name) => ({
            settingName: name,
            oldValue: user[name],
            newValue: updated[name],
            description: `Changed your ${PROFILE_FIELD_LABELS[name]} from ${user[name]} to ${updated[name]}`,
          })),
      );
      return updated;
    },

    /** Sets (or with null, removes) the caller's picture. */
    async setProfileImage(caller: Principal['user'], url: string | null): Promise<PublicUser> {
      const user = await deps.auth.describe(caller);
      const updated = await deps.auth.updateProfile(user.id, { profileImageUrl: url });
      await record(user.id, [
        {
          settingName: 'profileImage',
          oldValue: user.profileImageUrl ? 'picture' : 'none',
          newValue: url ? 'new picture' : 'none',
          description: describePictureChange(user.profileImageUrl !== null, url !== null),
        },
      ]);
      return updated;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
