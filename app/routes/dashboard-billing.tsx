// /dashboard/billing: the signed-in user's plan, payment method and invoices.
import { BillingView } from '../../features/billing/components/billing-view';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-billing';

export { scriptOnlyFormAction as action } from '../script-only-form';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Billing', description: 'Update your payment method.', noindex: true });

export default function DashboardBilling() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">Billing</h1>
      <div className="mt-6">
        <BillingView />
      </div>
    </main>
  );
}
