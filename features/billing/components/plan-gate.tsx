// Shows a paid page only to plans that include it; others get the spec's gate screen with a way forward.
import { Lock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../platform/browser/session';
import { gateFor, gateScreen, type PaidTier } from '../plans';

export function PlanGate({ required, children }: { required: PaidTier; children: ReactNode }) {
  const { user } = useSession();
  const gate = gateFor(user?.subscription, required);
  if (gate === 'open') return <>{children}</>;
  const screen = gateScreen(gate, user?.subscription);
  const Icon = gate === 'subscription-required' ? Lock : Star;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="plan-gate">
      <Icon aria-hidden size={40} className="mx-auto text-amber-500" />
      <h1 className="mt-4 text-2xl font-bold">{screen.title}</h1>
      <p className="muted mt-3">{screen.text}</p>
      <Link
        to={
          gate === 'subscription-required' ? '/dashboard/billing' : `/dashboard/subscription?plan=${required}`
        }
        className="btn-primary mt-6"
      >
        {gate === 'subscription-required'
          ? 'Manage billing'
          : `Upgrade to ${required === 'premium' ? 'Premium' : 'Enterprise'}`}
      </Link>
    </main>
  );
}
