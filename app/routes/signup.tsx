// /signup: create an account on the Free plan; it is signed in at once (decision 22).
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';
import { safeRedirectPath } from '../../features/auth/rules';
import { sendSignedInOn } from '../../features/auth/request.server';
import { seo } from '../seo';
import type { Route } from './+types/signup';

export { scriptOnlyFormAction as action } from '../script-only-form';

/** A reader already signed in goes straight on to where the page would send them. */
export const loader = ({ request, context }: Route.LoaderArgs) => sendSignedInOn(request, context.services);

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Create Account', description: 'Create a free Blockcast account.' });

export default function Signup() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirectTo'));
  return (
    <AuthCard title="Create Account" intro="Free forever: a portfolio, a watchlist and price alerts.">
      <SignupForm onSignedIn={() => void navigate(target, { replace: true })} redirectTo={target} />
    </AuthCard>
  );
}
