// The activity log on the server: record one entry, list a user's newest, and count them for the stats cards.
import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { queryRows } from '../../platform/db.server';
import {
  TIMEFRAMES,
  type ActivityRow,
  type ActivityStats,
  type ActivityType,
  type RecordActivityInput,
  type Timeframe,
} from './schemas';
import { userActivities } from './tables.server';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many of the newest entries the list reads to group an alert's triggers. */
const GROUPING_WINDOW = 1000;
type Row = typeof userActivities.$inferSelect;

function toActivityRow(r: Row): ActivityRow {
  return {
    id: r.id,
    user_id: r.userId,
    activity_type: r.activityType as ActivityType,
    description: r.description,
    coin_symbol: r.coinSymbol,
    coin_name: r.coinName,
    coin_id: r.coinId,
    amount: r.amount,
    value_usd: r.valueUsd,
    price_usd: r.priceUsd,
    page_name: r.pageName,
    page_path: r.pagePath,
    alert_type: r.alertType,
    target_price: r.targetPrice,
    trigger_price: r.triggerPrice,
    setting_name: r.settingName,
    old_value: r.oldValue,
    new_value: r.newValue,
    metadata: r.metadata ?? null,
    created_at: r.createdAt.toISOString(),
    group_count: 1,
    group_first_at: r.createdAt.toISOString(),
  };
}

/** The group an entry falls in: an alert's triggers of one UTC day; null for an entry that stands alone. */
function groupKey(a: ActivityRow): string | null {
  const alertId = a.metadata?.alertId;
  if (a.activity_type !== 'alert_triggered' || typeof alertId !== 'string') return null;
  return `${alertId}:${a.created_at.slice(0, 10)}`;
}

/** Newest first in, newest first out: each group becomes its newest entry, counting the others. */
export function groupTriggers(rows: readonly ActivityRow[]): ActivityRow[] {
  const out: ActivityRow[] = [];
  const heads = new Map<string, ActivityRow>();
  for (const row of rows) {
    const key = groupKey(row);
    const head = key === null ? undefined : heads.get(key);
    if (head) {
      head.group_count += 1;
      head.group_first_at = row.created_at;
      continue;
    }
    const entry = { ...row };
    if (key !== null) heads.set(key, entry);
    out.push(entry);
  }
  return out;
}

export function createActivityService(deps: { db: Db; clock: () => number }) {
  const { db, clock } = deps;
  return {
    async record(userId: string, input: RecordActivityInput): Promise<ActivityRow> {
      const [row] = await db
        .insert(userActivities)
        .values({
          userId,
          activityType: input.activityType,
          description: input.description,
          coinSymbol: input.coinSymbol ?? null,
          coinName: input.coinName ?? null,
          coinId: input.coinId ?? null,
          amount: input.amount ?? null,
          valueUsd: input.valueUsd ?? null,
          priceUsd: input.priceUsd ?? null,
          pageName: input.pageName ?? null,
          pagePath: input.pagePath ?? null,
          alertType: input.alertType ?? null,
          targetPrice: input.targetPrice ?? null,
          triggerPrice: input.triggerPrice ?? null,
          settingName: input.settingName ?? null,
          oldValue: input.oldValue ?? null,
          newValue: input.newValue ?? null,
          metadata: input.metadata ?? null,
          createdAt: new Date(clock()),
        })
        .returning();
      if (!row) throw new Error('activity insert returned nothing');
      return toActivityRow(row);
    },

    /**
     * The newest activities, optionally without some types (the overview leaves page views out) or of some types
     * only (the log's filter). An alert's triggers of one UTC day are listed as one entry, its newest, with their
     * count (groupTriggers): a busy alert cannot push everything else out of the list.
     */
    async list(
      userId: string,
      limit: number,
      exclude: readonly ActivityType[] = [],
      only?: readonly ActivityType[],
    ): Promise<ActivityRow[]> {
      const conditions = [eq(userActivities.userId, userId)];
      if (exclude.length) conditions.push(notInArray(userActivities.activityType, [...exclude]));
      if (only) conditions.push(inArray(userActivities.activityType, [...only]));
      const rows = await db
        .select()
        .from(userActivities)
        .where(and(...conditions))
        .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
        // Grouping reads a bounded window of the newest entries, so a long history costs nothing more.
        .limit(Math.max(limit, GROUPING_WINDOW));
      return groupTriggers(rows.map(toActivityRow)).slice(0, limit);
    },

    async stats(userId: string, timeframe: Timeframe): Promise<ActivityStats> {
      const now = clock();
      const days = TIMEFRAMES[timeframe];
      // Whole UTC days: the first bucket starts at midnight, days - 1 days before today.
      const today = Math.floor(now / DAY_MS) * DAY_MS;
      const since = new Date(today - (days - 1) * DAY_MS);
      const mine = eq(userActivities.userId, userId);
      const types = await db
        .select({ type: userActivities.activityType, n: sql<number>`count(*)::int` })
        .from(userActivities)
        .where(and(mine, gte(userActivities.createdAt, since)))
        .groupBy(userActivities.activityType);
      const perDay = await queryRows<{ day: string; n: number }>(
        db,
        sql`select to_char(date_trunc('day', ${userActivities.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as day,
                   count(*)::int as n
            from ${userActivities}
            where ${userActivities.userId} = ${userId} and ${userActivities.createdAt} >= ${since.toISOString()}
            group by 1`,
      );
      const [totals] = await db
        .select({
          allTime: sql<number>`count(*)::int`,
          week: sql<number>`(count(*) filter (where ${userActivities.createdAt} >= ${new Date(now - 7 * DAY_MS).toISOString()}))::int`,
          lastLogin: sql<
            string | null
          >`max(${userActivities.createdAt}) filter (where ${userActivities.activityType} = 'login')`,
        })
        .from(userActivities)
        .where(mine);
      const counts = new Map(perDay.map((d) => [d.day, Number(d.n)]));
      const byDay = Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { date, count: counts.get(date) ?? 0 };
      });
      const byType: ActivityStats['byType'] = {};
      for (const t of types) byType[t.type as ActivityType] = Number(t.n);
      return {
        timeframe,
        since: since.toISOString(),
        total: byDay.reduce((sum, d) => sum + d.count, 0),
        byType,
        byDay,
        allTime: Number(totals?.allTime ?? 0),
        lastSevenDays: Number(totals?.week ?? 0),
        lastLogin: totals?.lastLogin ? new Date(totals.lastLogin).toISOString() : null,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
