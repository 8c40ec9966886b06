// The Activity Log page: totals from the stats call, the newest 50 entries, and the legend of activity types.
import { Bell, Briefcase, Eye, LineChart, LogIn, Star, UserCog, type LucideIcon } from 'lucide-react';
import { Form, Link, useSubmit } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { StatCard } from '../../../ui/stat-card';
import {
  ACTIVITY_CATEGORIES,
  CATEGORY_LABELS,
  categoryOf,
  type ActivityCategory,
  type ActivityRow,
  type ActivityStats,
} from '../rules';

/** Each category's icon, beside its entries and in the legend. */
export const CATEGORY_ICONS: Record<ActivityCategory, LucideIcon> = {
  watchlist: Star,
  portfolio: Briefcase,
  alerts: Bell,
  price_checks: LineChart,
  login: LogIn,
  page_views: Eye,
  account: UserCog,
};

/** UTC while the server renders and the page hydrates, the reader's own zone afterwards. */
function When({ iso }: { iso: string }) {
  const live = useHydrated();
  const date = new Date(iso);
  const text = live
    ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : `${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return <time dateTime={iso}>{text}</time>;
}

/** Activities, newest first, each with its category's icon, when, and the coin or page it was about. */
export function ActivityList({ activities }: { activities: readonly ActivityRow[] }) {
  if (activities.length === 0) return <p className="muted mt-3">No activity yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-[var(--border)]" data-testid="activity-list">
      {activities.map((a) => {
        const category = categoryOf(a.activity_type);
        const Icon = CATEGORY_ICONS[category] ?? Eye;
        return (
          <li key={a.id} className="flex items-start gap-3 py-3" data-category={category}>
            <Icon
              role="img"
              aria-label={CATEGORY_LABELS[category].label}
              size={18}
              className="mt-0.5 shrink-0 text-blue-600 dark:text-blue-400"
            />
            <div className="min-w-0 flex-1">
              <p className="break-words">{a.description}</p>
              <p className="muted text-xs">
                <When iso={a.created_at} />
                {a.coin_symbol && ` · ${a.coin_symbol}`}
                {a.page_path && ` · ${a.page_path}`}
              </p>
              {a.group_count > 1 && (
                <p className="muted text-xs" data-testid="activity-group">
                  {a.group_count} triggers that day, the first at <When iso={a.group_first_at} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Which entries the list shows: every one, or one category's (the server filters; the choice is in the address). */
function CategoryFilter({ value }: { value: ActivityCategory | null }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-center gap-2" data-testid="activity-filter">
      <label htmlFor="activity-category" className="muted text-sm">
        Show
      </label>
      <select
        id="activity-category"
        name="category"
        className="field w-auto py-1 text-sm"
        defaultValue={value ?? ''}
        onChange={(e) => void submit(e.currentTarget.form, { replace: true, preventScrollReset: true })}
      >
        <option value="">All types</option>
        {ACTIVITY_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c].label}
          </option>
        ))}
      </select>
      {/* Without scripts the choice is applied with this button. */}
      <noscript>
        <button type="submit" className="btn-secondary py-1 text-sm">
          Apply
        </button>
      </noscript>
    </Form>
  );
}

export function ActivityLogView({
  activities,
  stats,
  category = null,
}: {
  activities: ActivityRow[];
  stats: ActivityStats;
  /** The category the list is filtered to, if any. */
  category?: ActivityCategory | null;
}) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="link text-sm">
        Back to Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Activity Log</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Actions" figureTestId="activity-total">
          {stats.allTime.toLocaleString('en-US')}
        </StatCard>
        <StatCard label="This Week" figureTestId="activity-week">
          {stats.lastSevenDays.toLocaleString('en-US')}
        </StatCard>
        <StatCard label="Last Login" figureTestId="activity-last-login">
          {stats.lastLogin ? <When iso={stats.lastLogin} /> : 'Never'}
        </StatCard>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section className="card p-5" aria-labelledby="all-activity">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="all-activity" className="text-lg font-bold">
              All Activity
            </h2>
            <CategoryFilter key={category ?? ''} value={category} />
          </div>
          <ActivityList activities={activities} />
        </section>
        <section className="card h-fit p-5" aria-labelledby="activity-types">
          <h2 id="activity-types" className="text-lg font-bold">
            Activity Types
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {ACTIVITY_CATEGORIES.map((c) => {
              const Icon = CATEGORY_ICONS[c];
              return (
                <li key={c} className="flex items-start gap-2">
                  <Icon aria-hidden size={16} className="mt-0.5 shrink-0" />
                  <span>
                    <strong>{CATEGORY_LABELS[c].label}</strong>:{' '}
                    <span className="muted">{CATEGORY_LABELS[c].note}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </main>
  );
}
