// The cache manager: a button that opens the real state of the market caches (server figures and this browser's
// copy). The dialog is not part of the page's first paint: its code loads when it is opened.
import { Database } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const loadPanel = () => import('./cache-panel');
const CachePanel = lazy(() => loadPanel().then((m) => ({ default: m.CachePanel })));

export function CacheManager() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className="btn-secondary inline-flex items-center gap-2"
        onClick={() => setOpen(true)}
      >
        <Database aria-hidden size={14} />
        Cache
      </button>
      {open && (
        <Suspense fallback={null}>
          <CachePanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
