// The forgot-password form (always the same answer) and the reset form behind a mailed link.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, fieldOfMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules';
import { API_TIMEOUT_MS, failureMessage } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { Field, FormMessage } from './auth-card';

async function postMessage(path: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    // A success without a readable message (a proxy's page) is not shown as a success.
    if (res.ok && !json?.message) return { ok: false, message: AUTH_MESSAGES.notJson };
    return {
      ok: res.ok,
      message: json?.message ?? json?.error ?? AUTH_MESSAGES.serverError(res.status, res.statusText),
    };
  } catch (err) {
    return { ok: false, message: failureMessage(err) };
  }
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
