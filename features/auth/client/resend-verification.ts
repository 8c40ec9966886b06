// Mailing the verification link again, for the dashboard's banner and the verification page: one call, one state.
import { useState } from 'react';
import { useSession } from '../../../platform/browser/session';

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export function useResendVerification(): { state: ResendState; resend: () => Promise<void> } {
  const { authFetch } = useSession();
  const [state, setState] = useState<ResendState>('idle');
  async function resend() {
    setState('sending');
    const res = await authFetch('/api/auth/resend-verification', { method: 'POST' }).catch(() => null);
    setState(res?.ok ? 'sent' : 'failed');
  }
  return { state, resend };
}
