// /dashboard/activity: the signed-in user's activity log, counted and listed on the server.
import { requirePageUser } from '../../features/auth/request.server';
import { ActivityLogView } from '../../features/activity/components/activity-log-view';
import { ACTIVITY_LOG_CAP, typesOf } from '../../features/activity/rules';
import { activityCategoryInput } from '../../features/activity/schemas';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-activity';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context.services);
  const { activity } = context.services;
  // ?category= filters the list to one category of the legend; anything else shows every entry.
  const parsed = activityCategoryInput.safeParse(new URL(request.url).searchParams.get('category'));
  const category = parsed.success ? parsed.data : null;
  const [activities, stats] = await Promise.all([
    activity.list(user.id, ACTIVITY_LOG_CAP, [], category ? typesOf(category) : undefined),
    activity.stats(user.id, '7d'),
  ]);
  return { activities, stats, category };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Activity Log', description: 'Your activity log.', noindex: true });

export default function DashboardActivity({ loaderData }: Route.ComponentProps) {
  return (
    <ActivityLogView
      activities={loaderData.activities}
      stats={loaderData.stats}
      category={loaderData.category}
    />
  );
}
