// /forgot-password: asks for a reset link by e-mail.
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/password-reset';
import { seo } from '../seo';
import type { Route } from './+types/forgot-password';

export { scriptOnlyFormAction as action } from '../script-only-form';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Forgot Password', description: 'Reset your Blockcast password.', noindex: true });

export default function ForgotPassword() {
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your account's email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
