// /login: the sign-in screen; afterwards the user goes back where the guard found them (decision 2).
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { AUTH_MESSAGES, safeRedirectPath } from '../../features/auth/rules';
import { sendSignedInOn } from '../../features/auth/request.server';
import { seo } from '../seo';
import type { Route } from './+types/login';

export { scriptOnlyFormAction as action } from '../script-only-form';

/** A reader already signed in goes straight on to where the page would send them. */
export const loader = ({ request, context }: Route.LoaderArgs) => sendSignedInOn(request, context.services);

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Sign In', description: 'Sign in to your Blockcast account.', noindex: true });

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirectTo'));
  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to your portfolio, watchlist and alerts.">
      <LoginForm
        notice={
          params.get('reset') === 'done'
            ? AUTH_MESSAGES.resetDone
            : params.get('account') === 'deleted'
              ? AUTH_MESSAGES.accountDeleted
              : undefined
        }
        onSignedIn={() => void navigate(target, { replace: true })}
        redirectTo={target}
      />
    </AuthCard>
  );
}
