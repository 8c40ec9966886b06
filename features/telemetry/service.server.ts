// Stores what the browsers measure, bounded, and sums it up for admins: the 75th percentile of each web vital
// (as the Core Web Vitals report it), long tasks, request timings by target, and how far readers scroll.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db.server';
import { rateVital, SCROLL_DEPTHS, VITAL_NAMES, type TelemetryEvent, type VitalName } from './rules';
import { telemetryEvents } from './tables.server';

export const TELEMETRY_RETENTION_MS = 30 * 86_400_000;
export const TELEMETRY_MAX_ROWS = 200_000;

interface Deps {
  database: Database;
  clock: () => number;
}

function toRow(event: TelemetryEvent, createdAt: Date) {
  const base = { kind: event.kind, path: event.path, createdAt, rating: null, detail: null };
  switch (event.kind) {
    case 'vital':
      // Rated here, by the same limits as the browser: a report cannot file a 75 s LCP as good.
      return { ...base, name: event.name, value: event.value, rating: rateVital(event.name, event.value) };
    case 'long-task':
      return { ...base, name: '', value: event.duration };
    case 'request':
      return { ...base, name: event.target, value: event.duration, detail: event.endpoint };
    case 'scroll-depth':
      return { ...base, name: String(event.percent), value: event.percent };
  }
}

export async function recordTelemetry(
  deps: Deps,
  events: TelemetryEvent[],
  limits = { retentionMs: TELEMETRY_RETENTION_MS, maxRows: TELEMETRY_MAX_ROWS },
): Promise<void> {
  const now = new Date(deps.clock());
  await deps.database.db.insert(telemetryEvents).values(events.map((e) => toRow(e, now)));
  // Bounded: rows older than the retention, and the oldest past the row cap (ids only grow), go.
  await deps.database.db.execute(sql`
    delete from telemetry_events
    where created_at < ${new Date(deps.clock() - limits.retentionMs).toISOString()}
       or id <= (select max(id) from telemetry_events) - ${limits.maxRows}`);
}

export interface TelemetrySummary {
  days: number;
  vitals: Record<
    VitalName,
    { count: number; p75: number | null; good: number; needsImprovement: number; poor: number }
  >;
  longTasks: { count: number; p75: number | null; longest: number | null };
  requests: { target: string; count: number; p75: number; p95: number }[];
  scrollDepth: Record<string, number>;
}

export async function telemetrySummary(deps: Deps, days: number): Promise<TelemetrySummary> {
  const since = new Date(deps.clock() - days * 86_400_000).toISOString();
  const rows = await queryRows<{
    kind: string;
    name: string;
    count: string;
    p75: number | null;
    p95: number | null;
    longest: number | null;
    good: string;
    ni: string;
    poor: string;
  }>(
    deps.database.db,
    sql`select kind, name, count(*) as count,
          percentile_cont(0.75) within group (order by value) as p75,
          percentile_cont(0.95) within group (order by value) as p95,
          max(value) as longest,
          count(*) filter (where rating = 'good') as good,
          count(*) filter (where rating = 'needs-improvement') as ni,
          count(*) filter (where rating = 'poor') as poor
        from telemetry_events where created_at >= ${since}
        group by kind, name order by kind, name`,
  );
  const of = (kind: string, name: string) => rows.find((r) => r.kind === kind && r.name === name);
  const vitals = Object.fromEntries(
    VITAL_NAMES.map((name) => {
      const r = of('vital', name);
      return [
        name,
        {
          count: Number(r?.count ?? 0),
          p75: r?.p75 ?? null,
          good: Number(r?.good ?? 0),
          needsImprovement: Number(r?.ni ?? 0),
          poor: Number(r?.poor ?? 0),
        },
      ];
    }),
  ) as TelemetrySummary['vitals'];
  const tasks = of('long-task', '');
  return {
    days,
    vitals,
    longTasks: { count: Number(tasks?.count ?? 0), p75: tasks?.p75 ?? null, longest: tasks?.longest ?? null },
    requests: rows
      .filter((r) => r.kind === 'request')
      .map((r) => ({ target: r.name, count: Number(r.count), p75: r.p75 ?? 0, p95: r.p95 ?? 0 })),
    scrollDepth: Object.fromEntries(
      SCROLL_DEPTHS.map((p) => [String(p), Number(of('scroll-depth', String(p))?.count ?? 0)]),
    ),
  };
}
