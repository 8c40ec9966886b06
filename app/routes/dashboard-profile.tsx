// /dashboard/profile: the user's picture, names, e-mail and plan (decision 1).
import { ProfileView } from '../../features/settings/components/profile-view';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-profile';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'My Profile', description: 'Your profile.', noindex: true });

export default function DashboardProfile() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">My Profile</h1>
      <div className="mt-6">
        <ProfileView />
      </div>
    </main>
  );
}
