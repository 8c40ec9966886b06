// The portfolio page (spec section 2): stat cards, performance summary, holdings, the position dialog, CSV
// export and import, the last-updated line and the empty state. Data load in the browser with the session.
import { Download, Plus, Star, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../ui/load-failure';
import { Delayed } from '../../../ui/use-delayed';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { useSession } from '../../../platform/browser/session';
import { canAccess } from '../../billing';
import { LocalTime } from '../../../ui/local-time';
import { usePortfolio } from '../client/use-portfolio';
import { useMoney, usePreferences } from '../../settings';
import {
  IMPORT_TEXTS,
  PORTFOLIO_MESSAGES as M,
  refreshNote,
  type ImportMode,
  type ImportRowError,
} from '../rules';
import type { PositionRow } from '../valuation';
import { HoldingsTable } from './holdings-table';
import { PerformanceSection, PortfolioTotals } from './portfolio-summary';

// The dialog (its coin search and form rules) loads after the page is up, or at once when opened first.
// So do the import and removal questions: none of them is needed to show the portfolio.
const loadPositionDialog = () => import('./position-dialog');
const loadImportDialog = () => import('./import-dialog');
const loadConfirmDialog = () => import('../../../ui/confirm-dialog');
const PositionDialog = lazy(() => loadPositionDialog().then((m) => ({ default: m.PositionDialog })));
const ImportDialog = lazy(() => loadImportDialog().then((m) => ({ default: m.ImportDialog })));
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; position: PositionRow };

export function PortfolioView() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const portfolio = usePortfolio(session.authFetch, signedIn);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [removing, setRemoving] = useState<PositionRow | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string; rows?: ImportRowError[] } | null>(null);
  /** A chosen file waiting for the reader's answer: add to the portfolio, or replace it. */
  const [pendingImport, setPendingImport] = useState<File | null>(null);
  const [params, setParams] = useSearchParams();
  const fileInput = useRef<HTMLInputElement>(null);
  const premium = canAccess(session.user?.subscription, 'premium');
  const money = useMoney();
  const { autoRefresh, updateInterval } = usePreferences().preferences;
  useEffect(() => {
    const id = setTimeout(() => {
      for (const load of [loadPositionDialog, loadImportDialog, loadConfirmDialog])
        void load().catch(() => undefined);
    }, 1500);
    return () => clearTimeout(id);
  }, []);

  // /dashboard/portfolio?add=1 (the overview's 'Add Position' link) opens the dialog; closing it drops the flag.
  const wantsAdd = params.get('add') === '1';
  const shown: DialogState = wantsAdd && dialog.mode === 'closed' ? { mode: 'add' } : dialog;
  const closeDialog = () => {
    setDialog({ mode: 'closed' });
    if (wantsAdd) {
      setParams(
        (p) => {
          p.delete('add');
          return p;
        },
        { replace: true },
      );
    }
  };

  const { valuation, positions } = portfolio;
  const { metrics, holdings } = valuation;
  const hasPositions = (positions.data?.length ?? 0) > 0;

  async function confirmRemove() {
    if (!removing) return;
    const target = removing;
    setRemoving(null);
    const outcome = await portfolio.remove(target.id);
    setAlert(outcome.ok ? null : outcome.error);
  }

  async function exportCsv() {
    const outcome = await portfolio.exportCsv();
    setAlert(outcome.ok ? null : outcome.error);
  }

  const heldLots = positions.data?.length ?? 0;
  /** A file was chosen: with nothing held there is nothing to ask, else the reader chooses add or replace. */
  function chooseFile(file: File | undefined) {
    if (!file) return;
    if (heldLots === 0) void importFile(file, 'add');
    else setPendingImport(file);
  }

  function dropPendingImport() {
    setPendingImport(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function importFile(file: File, mode: ImportMode) {
    dropPendingImport();
    setNotice(null);
    const outcome = await portfolio.importCsv(file, mode);
    setNotice(
      outcome.ok
        ? { ok: true, text: IMPORT_TEXTS.done(outcome.imported, outcome.replaced) }
        : { ok: false, text: outcome.error, rows: outcome.rows },
    );
  }

  const addButton = (label: string) => (
    <button
      type="button"
      className="btn-primary inline-flex items-center gap-2"
      onClick={() => setDialog({ mode: 'add' })}
    >
      <Plus aria-hidden size={16} />
      {label}
    </button>
  );

  return (
    <main id="main" className="mx-auto w-full max-w-6xl min-w-0 space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Portfolio</h1>
          <p className="muted text-sm">Your positions, valued at live market prices.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {addButton('Add Position')}
          <button
            type="button"
            className="btn-secondary inline-flex items-center gap-2"
            onClick={() => void exportCsv()}
            disabled={!hasPositions}
          >
            <Download aria-hidden size={16} />
            Export CSV
          </button>
          {premium ? (
            <>
              <button
                type="button"
                className="btn-secondary inline-flex items-center gap-2"
                onClick={() => fileInput.current?.click()}
              >
                <Upload aria-hidden size={16} />
                Import CSV
              </button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                tabIndex={-1}
                aria-label="CSV file to import"
                onChange={(e) => chooseFile(e.target.files?.[0])}
              />
            </>
          ) : (
            <Link
              to="/dashboard/subscription?plan=premium"
              className="btn-secondary inline-flex items-center gap-2"
              title="CSV import is part of the Premium plan"
            >
              <Star aria-hidden size={16} className="text-amber-500" />
              Import CSV (Premium)
            </Link>
          )}
        </div>
      </div>

      {alert && (
        <p role="alert" className="form-error">
          {alert}
        </p>
      )}
      {notice && (
        <div role="status" className={notice.ok ? 'form-success' : 'form-error'}>
          <p>{notice.text}</p>
          {notice.rows && (
            <ul className="mt-1 list-disc pl-5 text-xs">
              {notice.rows.slice(0, 20).map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.error}
                </li>
              ))}
              {notice.rows.length > 20 && <li>…and {notice.rows.length - 20} more</li>}
            </ul>
          )}
        </div>
      )}

      {positions.isError && positions.data !== undefined && (
        // A refresh failed: the figures loaded before stay, and say so.
        <LoadFailure
          className="mb-4"
          message={`${loadFailureText('the latest figures', positions.error)} The figures below are from before.`}
          onRetry={() => void positions.refetch()}
          retrying={positions.isFetching}
        />
      )}
      {positions.data === undefined ? (
        // Offline, TanStack Query holds the first load until the network is back: said, not a loader for ever.
        positions.isError || positions.fetchStatus === 'paused' ? (
          <LoadFailure
            message={loadFailureText('your portfolio', positions.error, positions.isError)}
            onRetry={() => void positions.refetch()}
            retrying={positions.isFetching}
          />
        ) : (
          <Delayed>
            <p role="status" className="muted">
              Loading portfolio...
            </p>
          </Delayed>
        )
      ) : !hasPositions ? (
        <section className="card px-6 py-12 text-center" aria-labelledby="portfolio-empty">
          <h2 id="portfolio-empty" className="text-lg font-semibold">
            {M.empty}
          </h2>
          <p className="muted mt-2 text-sm">Add what you hold to follow its value and profit and loss.</p>
          <div className="mt-5">{addButton(M.addFirst)}</div>
        </section>
      ) : (
        <>
          <PortfolioTotals metrics={metrics} />
          <PerformanceSection holdings={holdings} />

          <section className="card p-2 sm:p-4" aria-labelledby="portfolio-holdings">
            <h2 id="portfolio-holdings" className="mb-2 px-1 text-lg font-semibold">
              Holdings
            </h2>
            <HoldingsTable
              holdings={holdings}
              onEdit={(position) => setDialog({ mode: 'edit', position })}
              onRemove={setRemoving}
            />
          </section>
        </>
      )}

      {portfolio.updatedAt > 0 && (
        <p className="muted text-xs" data-testid="last-updated">
          Last updated: <LocalTime value={new Date(portfolio.updatedAt)} />
          {hasPositions ? (autoRefresh ? ` · ${refreshNote(updateInterval)}` : ' · auto refresh is off') : ''}
          {money.ratesNote ? ` · ${money.currency} at ${money.ratesNote}` : ''}
        </p>
      )}

      {shown.mode !== 'closed' && (
        <Suspense fallback={null}>
          <PositionDialog
            key={shown.mode === 'edit' ? shown.position.id : 'add'}
            editing={shown.mode === 'edit' ? shown.position : null}
            onSave={portfolio.save}
            onClose={closeDialog}
          />
        </Suspense>
      )}
      {pendingImport && (
        <Suspense fallback={null}>
          <ImportDialog
            fileName={pendingImport.name}
            held={heldLots}
            onChoose={(mode) => void importFile(pendingImport, mode)}
            onCancel={dropPendingImport}
          />
        </Suspense>
      )}
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={M.confirmRemove}
            confirmLabel="Remove"
            destructive
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          >
            <p className="muted">
              {`${removing.quantity} ${removing.symbol} bought ${new Date(removing.purchase_date).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </main>
  );
}
