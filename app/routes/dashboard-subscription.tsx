// /dashboard/subscription: upgrade (or change) the signed-in user's plan.
import { useSearchParams } from 'react-router';
import { PlanPicker } from '../../features/billing/components/plan-picker';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-subscription';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Upgrade Plan', description: 'Upgrade your Blockcast plan.', noindex: true });

export default function DashboardSubscription() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Upgrade Plan</h1>
      <div className="mt-6">
        <PlanPicker highlight={plan === 'premium' || plan === 'enterprise' ? plan : null} />
      </div>
    </main>
  );
}
