// /dashboard: the overview. Portfolio totals and its top 3 positions, the watchlist's first 5 items with their live
// prices, the number of active alerts and the last 5 activities, all read on the server for the signed-in user.
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ActivityList } from '../../features/activity/components/activity-log-view';
import { requirePageUser } from '../../features/auth/request.server';
import { dashboardOverview } from '../../features/dashboard/server';
import { TopPositions } from '../../features/portfolio/components/top-positions';
import { formatPercentText, toneOf } from '../../features/portfolio/format';
import { useMoney } from '../../features/settings/client/money';
import { WatchlistPreview } from '../../features/watchlist/components/watchlist-preview';
import { seo } from '../seo';
import { StatCard } from '../../ui/stat-card';
import type { Route } from './+types/dashboard-overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context.services);
  return { firstName: user.firstName, ...(await dashboardOverview(context.services, user.id)) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Dashboard', description: 'Your Blockcast dashboard.', noindex: true });

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, summary, activeAlerts, activities, watchlist } = loaderData;
  const { metrics, top } = summary;
  const money = useMoney();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere">Welcome back, {firstName}!</h1>
        <Link to="/dashboard/portfolio?add=1" className="btn-primary inline-flex items-center gap-1.5">
          <Plus aria-hidden size={16} />
          Add Position
        </Link>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Portfolio Value"
          testId="card-portfolio-value"
          detail={
            <span className={toneOf(metrics.totalPnL)}>
              {formatPercentText(metrics.totalPnLPercent)} all time
            </span>
          }
        >
          {money.formatSum(metrics.totalValue)}
        </StatCard>
        <StatCard
          label="Watchlist Items"
          testId="card-watchlist-items"
          detail={
            <Link to="/dashboard/watchlist" className="link">
              View watchlist
            </Link>
          }
        >
          {watchlist.total}
        </StatCard>
        <StatCard
          label="Active Alerts"
          testId="card-active-alerts"
          detail={
            <Link to="/dashboard/alerts" className="link">
              Manage alerts
            </Link>
          }
        >
          {activeAlerts}
        </StatCard>
        <StatCard
          label="24h Change"
          testId="card-day-change"
          detail={
            <span className={toneOf(metrics.dayChange)}>{formatPercentText(metrics.dayChangePercent)}</span>
          }
        >
          <span className={toneOf(metrics.dayChange)}>{money.formatSum(metrics.dayChange, true)}</span>
        </StatCard>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section className="card min-w-0 p-5" aria-labelledby="performance-heading">
          <div className="flex items-center justify-between gap-2">
            <h2 id="performance-heading" className="text-lg font-bold">
              Portfolio Performance
            </h2>
            <Link to="/dashboard/portfolio" className="link text-sm">
              View Portfolio
            </Link>
          </div>
          <TopPositions holdings={top} formatMoney={money.formatSum} />
        </section>

        <section className="card min-w-0 p-5" aria-labelledby="watchlist-heading">
          <div className="flex items-center justify-between gap-2">
            <h2 id="watchlist-heading" className="text-lg font-bold">
              Watchlist
            </h2>
            <Link to="/dashboard/watchlist" className="link text-sm">
              View Watchlist
            </Link>
          </div>
          <WatchlistPreview items={watchlist.items} total={watchlist.total} formatMoney={money.format} />
        </section>

        <section className="card p-5 lg:col-span-2" aria-labelledby="recent-activity-heading">
          <div className="flex items-center justify-between gap-2">
            <h2 id="recent-activity-heading" className="text-lg font-bold">
              Recent Activity
            </h2>
            <Link to="/dashboard/activity" className="link text-sm">
              View All Activity
            </Link>
          </div>
          <ActivityList activities={activities} />
        </section>
      </div>
    </main>
  );
}
