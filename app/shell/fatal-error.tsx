// The full-screen 'System Error' page shown for an unexpected error.
import { AlertTriangle } from 'lucide-react';

export const FATAL_TITLE = 'System Error';
export const FATAL_TEXT = 'The application encountered an unexpected error.';

export const FATAL_ORIGIN_ATTR = 'data-fatal-origin';

export interface FatalErrorProps {
  origin?: 'server' | 'browser';
  message?: string;
  stack?: string;
  reference?: string | null;
  onRetry: () => void;
  onReload?: () => void;
}

export function FatalErrorPage({
  origin = 'browser',
  message,
  stack,
  reference,
  onRetry,
  onReload,
}: FatalErrorProps) {
  return (
    <main
      id="main"
      role="alert"
      {...{ [FATAL_ORIGIN_ATTR]: origin }}
      className="fixed inset-0 z-[100] flex items-center justify-center overflow-auto bg-slate-950 p-6 text-slate-100"
    >
      <div className="w-full max-w-2xl rounded-2xl border border-red-900/60 bg-slate-900 p-8 shadow-2xl">
        <div className="flex items-center gap-3">
          <AlertTriangle aria-hidden className="text-red-400" size={32} />
          <h1 className="text-2xl font-bold">{FATAL_TITLE}</h1>
        </div>
        <p className="mt-4 text-slate-300">{FATAL_TEXT}</p>
        {reference && (
          <p className="mt-2 text-sm text-slate-400">
            Error reference: <code className="text-slate-200">{reference}</code>
          </p>
        )}
        {(message || stack) && (
          <details className="mt-6 rounded-lg border border-slate-700 bg-slate-950 p-4">
            <summary className="cursor-pointer font-medium text-slate-200">
              Error Details (Click to expand)
            </summary>
            {message && <p className="mt-3 font-mono text-sm text-red-300">{message}</p>}
            {stack && (
              <pre className="mt-3 max-h-64 overflow-auto text-xs whitespace-pre-wrap text-slate-400">
                {stack}
              </pre>
            )}
          </details>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            className="rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-500"
            onClick={onReload ?? (() => window.location.reload())}
          >
            Reload Application
          </button>
          <button
            type="button"
            className="rounded-lg border border-slate-600 px-4 py-2 font-semibold text-slate-100 hover:bg-slate-800"
            onClick={onRetry}
          >
            Try Again
          </button>
        </div>
      </div>
    </main>
  );
}
