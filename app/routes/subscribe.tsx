// /subscribe: the plans, for visitors (who sign up first) and signed-in users (who upgrade at once).
import { useSearchParams } from 'react-router';
import { PlanPicker } from '../../features/billing/components/plan-picker';
import { seo } from '../seo';
import type { Route } from './+types/subscribe';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Subscribe', description: 'Blockcast plans: Free, Premium and Enterprise.' });

export default function Subscribe() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Subscribe</h1>
      <p className="muted mt-2 max-w-2xl">Pick the plan that fits. Upgrade, switch or cancel at any time.</p>
      <div className="mt-8">
        <PlanPicker highlight={plan === 'premium' || plan === 'enterprise' ? plan : null} />
      </div>
    </main>
  );
}
