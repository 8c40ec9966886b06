// /admin: the server decides from the session's role: a sign-in form, a 403 for other accounts, or the dashboard.
import { data, useRevalidator } from 'react-router';
import { useSession } from '../../platform/browser/session';
import { requestUser } from '../../features/auth/request.server';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { AdminForbidden, AdminSignIn } from '../../features/admin/components/admin-access';
import { seo } from '../seo';
import type { Route } from './+types/admin';

export { scriptOnlyFormAction as action } from '../script-only-form';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requestUser(request, context.services);
  if (!user) return { view: 'sign-in' as const };
  if (user.role !== 'admin') return data({ view: 'forbidden' as const, email: user.email }, { status: 403 });
  return { view: 'admin' as const, email: user.email };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Admin', description: 'Blockcast administration.', noindex: true });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const session = useSession();
  const revalidator = useRevalidator();
  // Signed out here (or never signed in): the form; after signing in, the loader asks the server again.
  if (loaderData.view === 'sign-in' || session.status === 'anonymous') {
    return <AdminSignIn onSignedIn={() => void revalidator.revalidate()} />;
  }
  if (loaderData.view === 'forbidden') return <AdminForbidden email={loaderData.email} />;
  return <AdminDashboard email={loaderData.email} />;
}
