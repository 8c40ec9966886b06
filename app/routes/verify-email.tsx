// /verify-email?token=…: the link in the verification e-mail confirms the address.
import { Link } from 'react-router';
import { AuthCard, FormMessage } from '../../features/auth/components/auth-card';
import { AUTH_MESSAGES } from '../../features/auth/rules';
import { seo } from '../seo';
import type { Route } from './+types/verify-email';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '';
  const verified =
    token !== '' &&
    (await context.services.auth.verifyEmail(token).then(
      () => true,
      () => false,
    ));
  return { verified };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Verify Email', description: 'Confirm your Blockcast email address.', noindex: true });

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Verify Email">
      <div className="space-y-4">
        <FormMessage kind={loaderData.verified ? 'success' : 'error'}>
          {loaderData.verified ? AUTH_MESSAGES.verifyDone : AUTH_MESSAGES.verifyInvalid}
        </FormMessage>
        <Link to="/dashboard" className="btn-primary">
          Go to your dashboard
        </Link>
      </div>
    </AuthCard>
  );
}
