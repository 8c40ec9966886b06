// Mailing the verification link again, for the dashboard's banner and the verification page: one call, one state.
import { useState } from 'react';
import { apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export function useResendVerification(): { state: ResendState; resend: () => Promise<void> } {
  const { authFetch } = useSession();
  const [state, setState] = useState<ResendState>('idle');
  async function resend() {
    setState('sending');
    const result = await apiPost(authFetch, '/api/auth/resend-verification', undefined);
    setState(result.ok ? 'sent' : 'failed');
  }
  return { state, resend };
}
