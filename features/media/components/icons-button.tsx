// The markets page 'Icons' button (admins only: rendering icons costs the server work): renders every listed
// coin's icon on the server and shows the progress.
import { Image } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOptionalSession } from '../../../platform/browser/session';
import { serverErrorMessage } from '../../../lib/client-cache';
import type { IconProgress } from '../icons.server';

export function IconsButton({ coins }: { coins: { id: number; symbol: string }[] }) {
  const session = useOptionalSession();
  const [progress, setProgress] = useState<IconProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = progress?.running ?? false;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(async () => {
      try {
        const res = await fetch('/api/icons/progress');
        setProgress(((await res.json()) as { data: IconProgress }).data);
      } catch {
        // The next poll tries again.
      }
    }, 500);
    return () => clearInterval(timer);
  }, [running]);

  const start = async () => {
    setError(null);
    try {
      if (!session) return;
      const res = await session.authFetch('/api/icons/download', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cryptocurrencies: coins.map(({ id, symbol }) => ({ id, symbol })) }),
      });
      if (!res.ok) throw new Error(serverErrorMessage(res.status));
      setProgress(((await res.json()) as { data: IconProgress }).data);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  if (session?.user?.role !== 'admin') return null;
  return (
    <button
      type="button"
      className="btn-secondary inline-flex items-center gap-2"
      onClick={start}
      disabled={running}
      title={error ?? 'Download every coin icon'}
      data-testid="icons-button"
    >
      <Image aria-hidden size={14} />
      Icons
      {progress && (
        <span aria-live="polite">
          {progress.percent}%
          {/* Done is not the same as every coin having its icon: say how many fell back to the generic one. */}
          {!progress.running && progress.failed > 0 && (
            <span className="muted"> ({progress.failed} without an icon)</span>
          )}
        </span>
      )}
    </button>
  );
}
