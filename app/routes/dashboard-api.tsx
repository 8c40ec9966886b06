// /dashboard/api: the public API's limits and the user's API keys (making keys is Enterprise's; the page says so).
import { ApiKeysView } from '../../features/api-access/components/api-keys-view';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-api';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'API', description: 'Your API keys and limits.', noindex: true });

export default function DashboardApi() {
  return <ApiKeysView />;
}
