// A failed load, said plainly, with a way to try again; what was loaded before stays on the page around it.
import { RefreshCw } from 'lucide-react';

export function LoadFailure({
  message,
  onRetry,
  retrying = false,
  className = '',
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={`form-error flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}>
      <span className="min-w-0 flex-1 basis-56">{message}</span>
      <button
        type="button"
        className="btn-secondary inline-flex items-center gap-1.5"
        onClick={onRetry}
        disabled={retrying}
      >
        <RefreshCw aria-hidden size={14} className={retrying ? 'animate-spin' : undefined} />
        Try again
      </button>
    </div>
  );
}
