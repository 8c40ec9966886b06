// The sign-in form: e-mail, password, "remember me"; the server's message on refusal, the spec's texts otherwise.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../platform/browser/session';
import { withRedirect, type PublicUser } from '../rules';
import { Field, FormMessage } from './auth-card';

export function LoginForm({
  onSignedIn,
  failureText,
  notice,
  submitLabel = 'Sign In',
  showLinks = true,
  redirectTo = '/dashboard',
}: {
  onSignedIn(user: PublicUser): void;
  /** Replaces every refusal text (the admin form says only 'Invalid credentials'). */
  failureText?: string;
  notice?: string;
  submitLabel?: string;
  showLinks?: boolean;
  /** Where the reader goes after signing in: 'Create an account' keeps it. */
  redirectTo?: string;
}) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const outcome = await session.login(
      String(form.get('email') ?? ''),
      String(form.get('password') ?? ''),
      form.get('rememberMe') === 'on',
    );
    setPending(false);
    if (outcome.ok) onSignedIn(outcome.data);
    else setError(failureText ?? outcome.error);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={pending} noValidate>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="rememberMe" className="h-4 w-4" />
          Remember me
        </label>
        {showLinks && (
          <Link to="/forgot-password" className="link">
            Forgot password?
          </Link>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Signing in…' : submitLabel}
      </button>
      {showLinks && (
        <p className="muted text-center text-sm">
          New to Blockcast?{' '}
          <Link to={withRedirect('/signup', redirectTo)} className="link">
            Create an account
          </Link>
        </p>
      )}
    </form>
  );
}
