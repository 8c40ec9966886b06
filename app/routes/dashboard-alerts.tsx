// /dashboard/alerts: the signed-in user's price alerts and their notifications, read on the server for the first
// paint and kept fresh in the browser.
import { requirePageUser } from '../../features/auth/request.server';
import { AlertsPage } from '../../features/alerts/components/alerts-page';
import { ALERT_MESSAGES } from '../../features/alerts/rules';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-alerts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context.services);
  const { alerts } = context.services;
  const [list, notifications] = await Promise.all([alerts.list(user.id), alerts.notifications(user.id)]);
  return { alerts: list, notifications };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: ALERT_MESSAGES.title, description: ALERT_MESSAGES.subtitle, noindex: true });

export default function DashboardAlerts({ loaderData }: Route.ComponentProps) {
  return <AlertsPage initialAlerts={loaderData.alerts} initialNotifications={loaderData.notifications} />;
}
