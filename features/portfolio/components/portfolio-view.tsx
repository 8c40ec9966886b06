// The portfolio page (spec section 2): stat cards, performance summary, holdings, the position dialog, CSV
// export and import, the last-updated line and the empty state. Data load in the browser with the session.
import { Download, Info, Plus, Star, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../app/ui/load-failure';
import { StatCard } from '../../../app/ui/stat-card';
import { loadFailureText } from '../../../lib/load-failure';
import { useSession } from '../../auth/client/session';
import { canAccess } from '../../billing/plans';
import { LocalTime } from '../../market/components/local-time';
import { usePortfolio } from '../client/use-portfolio';
import { useMoney } from '../../settings/client/money';
import { usePreferences } from '../../settings/client/preferences';
import { formatPercentText, toneOf } from '../format';
import { PORTFOLIO_MESSAGES as M, type ImportRowError } from '../rules';
import type { PositionRow } from '../valuation';
import { ConfirmRemove } from './confirm-remove';
import { HoldingsTable } from './holdings-table';
import { AllocationPie, PnlBars } from './performance-summary';

// The dialog (its coin search and form rules) loads after the page is up, or at once when opened first.
const loadPositionDialog = () => import('./position-dialog');
const PositionDialog = lazy(() => loadPositionDialog().then((m) => ({ default: m.PositionDialog })));

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; position: PositionRow };

function MethodTip() {
  return (
    <span className="group relative inline-block">
      <button
        type="button"
        className="icon-button h-7 w-7"
        aria-describedby="portfolio-method"
        aria-label="How the figures are worked out"
      >
        <Info aria-hidden size={14} />
      </button>
      <span
        id="portfolio-method"
        role="tooltip"
        className="surface invisible absolute top-8 right-0 z-20 w-72 max-w-[calc(100vw-3rem)] rounded-lg border border-[var(--border)] p-3 text-xs font-normal shadow-lg group-focus-within:visible group-hover:visible"
      >
        Average cost method: each purchase is a lot; lots of one coin are grouped, with average price = total
        cost ÷ total quantity. Value = quantity × current price; P&amp;L = value − cost; P&amp;L % = P&amp;L ÷
        cost × 100. The 24h change is each holding&apos;s value now minus its value 24 hours ago at its 24h
        price change. Coins without a current price are left out of the totals.
      </span>
    </span>
  );
}

export function PortfolioView() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const portfolio = usePortfolio(session.authFetch, signedIn);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [removing, setRemoving] = useState<PositionRow | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; rows?: ImportRowError[] } | null>(null);
  const [params, setParams] = useSearchParams();
  const fileInput = useRef<HTMLInputElement>(null);
  const premium = canAccess(session.user?.subscription, 'premium');
  const money = useMoney();
  const { autoRefresh } = usePreferences().preferences;
  useEffect(() => {
    const id = setTimeout(() => void loadPositionDialog().catch(() => undefined), 1500);
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

  async function importFile(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    const outcome = await portfolio.importCsv(file);
    if (fileInput.current) fileInput.current.value = '';
    setNotice(
      outcome.ok
        ? { text: `Imported ${outcome.imported} position${outcome.imported === 1 ? '' : 's'}.` }
        : { text: outcome.error, rows: outcome.rows },
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
                onChange={(e) => void importFile(e.target.files?.[0])}
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
        <div
          role="status"
          className={
            notice.rows || notice.text.startsWith('Imported') === false ? 'form-error' : 'form-success'
          }
        >
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
        positions.isError ? (
          <LoadFailure
            message={loadFailureText('your portfolio', positions.error)}
            onRetry={() => void positions.refetch()}
            retrying={positions.isFetching}
          />
        ) : (
          <p role="status" className="muted">
            Loading portfolio...
          </p>
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
          <section
            aria-label="Portfolio totals"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <StatCard label="Total Value">{money.formatSum(metrics.totalValue)}</StatCard>
            <StatCard
              label="Total P&L"
              detail={
                <span className={toneOf(metrics.totalPnL)}>{formatPercentText(metrics.totalPnLPercent)}</span>
              }
            >
              <span className={toneOf(metrics.totalPnL)}>{money.formatSum(metrics.totalPnL, true)}</span>
            </StatCard>
            <StatCard
              label="24h Change"
              detail={
                <span className={toneOf(metrics.dayChange)}>
                  {formatPercentText(metrics.dayChangePercent)}
                </span>
              }
            >
              <span className={toneOf(metrics.dayChange)}>{money.formatSum(metrics.dayChange, true)}</span>
            </StatCard>
            <StatCard
              label="Holdings"
              detail={
                <span className="muted">
                  {metrics.unpricedCount
                    ? `${metrics.unpricedCount} without a current price`
                    : 'distinct coins'}
                </span>
              }
            >
              {String(metrics.holdingsCount)}
            </StatCard>
          </section>

          <section className="card p-4" aria-labelledby="portfolio-performance">
            <div className="mb-4 flex items-center justify-between gap-2">
              <h2 id="portfolio-performance" className="text-lg font-semibold">
                Performance summary
              </h2>
              <MethodTip />
            </div>
            <div className="grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="muted mb-2 text-sm font-medium">Allocation</h3>
                <AllocationPie holdings={holdings} />
              </div>
              <div>
                <h3 className="muted mb-2 text-sm font-medium">Profit and loss</h3>
                <PnlBars holdings={holdings} />
              </div>
            </div>
          </section>

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
          {hasPositions ? (autoRefresh ? ' · refreshes every 2 minutes' : ' · auto refresh is off') : ''}
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
      {removing && (
        <ConfirmRemove
          label={`${removing.quantity} ${removing.symbol} bought ${new Date(removing.purchase_date).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </main>
  );
}
