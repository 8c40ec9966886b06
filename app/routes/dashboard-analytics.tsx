// /dashboard/analytics: a Premium page (decision 3); other plans see the gate screen.
import { AnalyticsView } from '../../features/analytics/components/analytics-view';
import { PlanGate } from '../../features/billing/components/plan-gate';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-analytics';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Portfolio Analytics', description: 'Your portfolio analytics.', noindex: true });

export default function DashboardAnalytics() {
  return (
    <PlanGate required="premium">
      <AnalyticsView />
    </PlanGate>
  );
}
