// Asks an unverified user to confirm their address (decision 22), with a button to mail the link again.
import { useResendVerification } from '../../features/auth/client/resend-verification';

export function VerifyEmailBanner({ email }: { email: string }) {
  const { state, resend } = useResendVerification();
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
