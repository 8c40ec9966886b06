// /dashboard/news: My News, the stories about the coins the signed-in reader watches or holds.
import { requirePageUser } from '../../features/auth/request.server';
import { MyNewsView } from '../../features/news/components/my-news-view';
import { loadMyNews } from '../../features/news/my-news.server';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-news';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context.services);
  return loadMyNews(context.services, user.id, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'My News',
    description: 'News about the coins in your watchlist and portfolio.',
    noindex: true,
  });

export default function DashboardNews({ loaderData }: Route.ComponentProps) {
  return <MyNewsView data={loaderData} />;
}
