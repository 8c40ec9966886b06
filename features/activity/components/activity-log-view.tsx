// The Activity Log page: totals from the stats call, the newest 50 entries, and the legend of activity types.
import { Bell, Briefcase, Eye, LineChart, LogIn, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import type { ActivityRow, ActivityStats, ActivityType } from '../rules';

interface Category {
  label: string;
  note: string;
  icon: LucideIcon;
  types: ActivityType[];
}

/** The spec's legend, in its order; each category lists the types it covers. */
export const ACTIVITY_CATEGORIES: Category[] = [
  {
    label: 'Watchlist',
    note: 'adding/removing cryptocurrencies',
    icon: Star,
    types: ['watchlist_add', 'watchlist_remove'],
  },
  {
    label: 'Portfolio',
    note: 'managing holdings',
    icon: Briefcase,
    types: [
      'portfolio_add',
      'portfolio_update',
      'portfolio_remove',
      'subscription_upgrade',
      'settings_update',
    ],
  },
  {
    label: 'Alerts',
    note: 'price alerts and notifications',
    icon: Bell,
    types: ['alert_created', 'alert_deleted', 'alert_triggered'],
  },
  { label: 'Price Checks', note: 'viewing prices', icon: LineChart, types: ['price_check'] },
  { label: 'Login', note: 'account access and authentication', icon: LogIn, types: ['login', 'logout'] },
  { label: 'Page Views', note: 'navigation and page visits', icon: Eye, types: ['page_view'] },
];

const categoryOf = (type: ActivityType) => ACTIVITY_CATEGORIES.find((c) => c.types.includes(type));

/** UTC while the server renders and the page hydrates, the reader's own zone afterwards. */
function When({ iso }: { iso: string }) {
  const live = useHydrated();
  const date = new Date(iso);
  const text = live
    ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : `${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return <time dateTime={iso}>{text}</time>;
}

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="card p-5">
      <p className="muted text-sm">{title}</p>
      <p className="mt-1 text-2xl font-bold" data-testid={testId}>
        {children}
      </p>
    </div>
  );
}

/** Activities, newest first, each with its type's icon, when, and the coin or page it was about. */
export function ActivityList({ activities }: { activities: readonly ActivityRow[] }) {
  if (activities.length === 0) return <p className="muted mt-3">No activity yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-[var(--border)]" data-testid="activity-list">
      {activities.map((a) => {
        const Icon = categoryOf(a.activity_type)?.icon ?? Eye;
        return (
          <li key={a.id} className="flex items-start gap-3 py-3">
            <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-blue-600 dark:text-blue-400" />
            <div className="min-w-0 flex-1">
              <p className="break-words">{a.description}</p>
              <p className="muted text-xs">
                <When iso={a.created_at} />
                {a.coin_symbol && ` · ${a.coin_symbol}`}
                {a.page_path && ` · ${a.page_path}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function ActivityLogView({ activities, stats }: { activities: ActivityRow[]; stats: ActivityStats }) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="link text-sm">
        Back to Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Activity Log</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Card title="Total Actions" testId="activity-total">
          {stats.allTime.toLocaleString('en-US')}
        </Card>
        <Card title="This Week" testId="activity-week">
          {stats.lastSevenDays.toLocaleString('en-US')}
        </Card>
        <Card title="Last Login" testId="activity-last-login">
          {stats.lastLogin ? <When iso={stats.lastLogin} /> : 'Never'}
        </Card>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section className="card p-5" aria-labelledby="all-activity">
          <h2 id="all-activity" className="text-lg font-bold">
            All Activity
          </h2>
          <ActivityList activities={activities} />
        </section>
        <section className="card h-fit p-5" aria-labelledby="activity-types">
          <h2 id="activity-types" className="text-lg font-bold">
            Activity Types
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {ACTIVITY_CATEGORIES.map(({ label, note, icon: Icon }) => (
              <li key={label} className="flex items-start gap-2">
                <Icon aria-hidden size={16} className="mt-0.5 shrink-0" />
                <span>
                  <strong>{label}</strong>: <span className="muted">{note}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
