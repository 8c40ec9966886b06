// Asks an unverified user to confirm their address (decision 22), with a button to mail the link again.
import { useState } from 'react';
import { useSession } from '../../features/auth/client/session';

export function VerifyEmailBanner({ email }: { email: string }) {
  const { authFetch } = useSession();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  async function resend() {
    setState('sending');
    const res = await authFetch('/api/auth/resend-verification', { method: 'POST' }).catch(() => null);
    setState(res?.ok ? 'sent' : 'failed');
  }
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      Please verify your email address: we sent a link to <strong className="break-all">{email}</strong>.{' '}
      {state === 'sent' ? (
        'A new link is on its way.'
      ) : (
        <button
          type="button"
          className="underline underline-offset-2"
          onClick={resend}
          disabled={state === 'sending'}
        >
          {state === 'failed' ? 'Could not send. Try again' : 'Send the link again'}
        </button>
      )}
    </div>
  );
}
