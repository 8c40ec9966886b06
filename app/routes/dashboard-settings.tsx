// /dashboard/settings: the user's preferences (decision 1: a real screen, not the overview).
import { SettingsView } from '../../features/settings/components/settings-view';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-settings';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Settings', description: 'Your preferences.', noindex: true });

export default function DashboardSettings() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="muted mt-1">Choose how your dashboard shows and refreshes market data.</p>
      <div className="mt-6">
        <SettingsView />
      </div>
    </main>
  );
}
