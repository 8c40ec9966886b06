// The 'Icons' button itself (IconsButton shows it to admins): renders every listed coin's icon on the server and
// shows the progress.
import { Image } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiGet, apiPost, shape, type AuthFetch } from '../../../platform/browser/api';
import type { IconProgress } from '../icons.server';

const progressOf = shape<IconProgress>({ running: 'boolean', failed: 'number', percent: 'number' });

export function IconsDownload({
  coins,
  authFetch,
}: {
  coins: { id: number; symbol: string }[];
  authFetch: AuthFetch;
}) {
  const [progress, setProgress] = useState<IconProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = progress?.running ?? false;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(async () => {
      // A failed poll changes nothing: the next one tries again.
      const result = await apiGet(fetch, '/api/icons/progress', progressOf);
      if (result.ok) setProgress(result.data);
    }, 500);
    return () => clearInterval(timer);
  }, [running]);

  const start = async () => {
    setError(null);
    const result = await apiPost(
      authFetch,
      '/api/icons/download',
      { cryptocurrencies: coins.map(({ id, symbol }) => ({ id, symbol })) },
      progressOf,
    );
    if (result.ok) setProgress(result.data);
    else setError(result.error);
  };

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
