// The forgot-password form (always the same answer) and the reset form behind a mailed link.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, fieldOfMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules';
import { apiCall, shape } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { Field, FormMessage } from './auth-card';

/** These calls answer `{ success, message }`: a success without a readable message (a proxy's page) is not one. */
const messageOf = shape<{ message: string }>({ message: 'string' });

async function postMessage(path: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  const result = await apiCall(fetch, path, { method: 'POST', body, check: messageOf, whole: true });
  return result.ok ? { ok: true, message: result.data.message } : { ok: false, message: result.error };
}

export function ForgotPasswordForm() {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setResult(
      await postMessage('/api/auth/forgot-password', {
        email: new FormData(event.currentTarget).get('email'),
      }),
    );
    setPending(false);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={pending}>
      {result && <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>}
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Sending…' : 'Send Reset Link'}
      </button>
      <p className="muted text-center text-sm">
        <Link to="/login" className="link">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { status, logout } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== form.get('confirm')) {
      setError(AUTH_MESSAGES.passwordsDiffer);
      return;
    }
    setPending(true);
    setError(null);
    const result = await postMessage('/api/auth/reset-password', { token, password });
    if (result.ok) {
      // The server ended this browser's session, whoever's it was; the page forgets it too before asking to sign in.
      if (status !== 'anonymous') await logout();
      void navigate('/login?reset=done', { replace: true });
      return;
    }
    setPending(false);
    setError(result.message);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={pending}>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        invalid={fieldOfMessage(error) === 'password'}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Resetting signs you out on every device.`}
      />
      <Field
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Saving…' : 'Reset Password'}
      </button>
    </form>
  );
}
