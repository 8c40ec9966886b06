// /reset-password?token=…: the form behind the mailed link, or why the link no longer works.
import { Link } from 'react-router';
import { AuthCard, FormMessage } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/password-reset';
import { AUTH_MESSAGES } from '../../features/auth/rules';
import { seo } from '../seo';
import type { Route } from './+types/reset-password';

export { scriptOnlyFormAction as action } from '../script-only-form';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '';
  const usable = token !== '' && (await context.services.auth.resetTokenUsable(token));
  return { token: usable ? token : null };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Reset Password', description: 'Choose a new Blockcast password.', noindex: true });

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Reset Password">
      {loaderData.token ? (
        <ResetPasswordForm token={loaderData.token} />
      ) : (
        <div className="space-y-4">
          <FormMessage kind="error">{AUTH_MESSAGES.resetInvalid}</FormMessage>
          <Link to="/forgot-password" className="btn-primary">
            Request a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
