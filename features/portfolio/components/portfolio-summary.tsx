// The portfolio page's summary: the four totals cards, and the performance section (the pie and the bars, whose
// code loads after the page's first load while an outline of their size holds their place).
import { Info } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { StatCard } from '../../../ui/stat-card';
import { useMoney } from '../../settings';
import { formatPercentText, toneOf } from '../format';
import type { Holding, PortfolioMetrics } from '../valuation';

const loadSummary = () => import('./performance-summary');
const AllocationPie = lazy(() => loadSummary().then((m) => ({ default: m.AllocationPie })));
const PnlBars = lazy(() => loadSummary().then((m) => ({ default: m.PnlBars })));

export function PortfolioTotals({ metrics }: { metrics: PortfolioMetrics }) {
  const money = useMoney();
  return (
    <section aria-label="Portfolio totals" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
          <span className={toneOf(metrics.dayChange)}>{formatPercentText(metrics.dayChangePercent)}</span>
        }
      >
        <span className={toneOf(metrics.dayChange)}>{money.formatSum(metrics.dayChange, true)}</span>
      </StatCard>
      <StatCard
        label="Holdings"
        detail={
          <span className="muted">
            {metrics.unpricedCount ? `${metrics.unpricedCount} without a current price` : 'distinct coins'}
          </span>
        }
      >
        {String(metrics.holdingsCount)}
      </StatCard>
    </section>
  );
}

export function PerformanceSection({ holdings }: { holdings: readonly Holding[] }) {
  return (
    <section className="card p-4" aria-labelledby="portfolio-performance">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="portfolio-performance" className="text-lg font-semibold">
          Performance summary
        </h2>
        <MethodTip />
      </div>
      {/* One boundary: the pie and the bars come together, into the room their outline kept. */}
      <Suspense fallback={<SummaryOutline holdings={holdings} />}>
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
      </Suspense>
    </section>
  );
}

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

/** The summary's shape while its code loads: the same grid, rows and heights, so nothing below it moves when the
 *  pie and bars arrive (a page scrolled to the holdings stays on them). */
function SummaryOutline({ holdings }: { holdings: readonly Holding[] }) {
  const priced = holdings.filter((h) => h.pnl !== null).length;
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-hidden data-testid="summary-outline">
      <div>
        <h3 className="muted mb-2 text-sm font-medium">Allocation</h3>
        <div className="flex flex-wrap items-center gap-4">
          <div className="h-32 w-32 rounded-full bg-[var(--surface-2)]" />
          <ul className="min-w-0 flex-1 space-y-1 text-sm">
            {holdings.map((h) => (
              <li key={h.coinId}>&nbsp;</li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <h3 className="muted mb-2 text-sm font-medium">Profit and loss</h3>
        <ul className="space-y-2 text-sm">
          {Array.from({ length: Math.max(priced, 1) }, (_, i) => (
            <li key={i}>
              <div>&nbsp;</div>
              <div className="mt-1 h-2 rounded bg-[var(--surface-2)]" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
