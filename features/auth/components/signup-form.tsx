// The sign-up form: names, e-mail, password; on success the spec's message, then the new account is signed in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../platform/browser/session';
import { fieldOfMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, withRedirect } from '../rules';
import { Field, FormMessage } from './auth-card';

export function SignupForm({
  onSignedIn,
  redirectTo = '/dashboard',
}: {
  onSignedIn(): void;
  /** Where the reader goes after signing up: 'Sign in' keeps it. */
  redirectTo?: string;
}) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const invalidField = fieldOfMessage(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setPending(true);
    setError(null);
    const outcome = await session.signup(input);
    if (!outcome.ok) {
      setPending(false);
      setError(outcome.error);
      return;
    }
    setDone(outcome.data);
    // The sign-up answer never says whether the address was new; signing in with the password just chosen does.
    const signedIn = await session.login(input.email, input.password, false);
    setPending(false);
    if (signedIn.ok) onSignedIn();
  }

  if (done) {
    return (
      <div className="space-y-4">
        <FormMessage kind="success">{done}</FormMessage>
        <p className="text-sm">
          {pending ? (
            'Signing you in…'
          ) : (
            <Link to={withRedirect('/login', redirectTo)} className="link">
              Sign in to your account
            </Link>
          )}
        </p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={pending} noValidate>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          invalid={invalidField === 'firstName'}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          invalid={invalidField === 'firstName'}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        invalid={invalidField === 'email'}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        invalid={invalidField === 'password'}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well; very common passwords are refused.`}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </button>
      <p className="muted text-center text-sm">
        Already have an account?{' '}
        <Link to={withRedirect('/login', redirectTo)} className="link">
          Sign in
        </Link>
      </p>
    </form>
  );
}
