// The Portfolio Analytics page (Premium): range, totals, best and worst performers, the value chart from recorded
// prices, allocation, the holdings breakdown and the real 7- and 30-day performance.
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LIST_TABLE, Table, type Column } from '../../../ui/data-table';
import { LoadFailure } from '../../../ui/load-failure';
import { StatCard } from '../../../ui/stat-card';
import { Delayed } from '../../../ui/use-delayed';
import { apiLoad, shape } from '../../../platform/browser/api';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { useSession } from '../../../platform/browser/session';
import { AllocationPie, formatPercentText, formatQuantity, toneOf } from '../../portfolio';
import { useMoney } from '../../settings';
import type { AnalyticsReport } from '../schemas';
import { ANALYTICS_RANGES, type AnalyticsRange, type PeriodChange } from '../series';
import { ValueChart } from './value-chart';

const reportOf = shape<AnalyticsReport>({
  range: 'string',
  series: 'array',
  metrics: 'object',
  holdings: 'array',
  week: 'object',
  month: 'object',
});

const RANGE_LABELS: Record<AnalyticsRange, string> = { '7d': '7 days', '30d': '30 days', '1y': '1 year' };

function Performance({ title, change }: { title: string; change: PeriodChange }) {
  const money = useMoney();
  return (
    <StatCard
      label={title}
      detail={<span className={toneOf(change.change)}>{formatPercentText(change.percent)}</span>}
    >
      <span className={toneOf(change.change)}>{money.formatSum(change.change, true)}</span>
    </StatCard>
  );
}

/** The holdings breakdown: each coin's quantity, value, share and P&L. */
function breakdownColumns(money: ReturnType<typeof useMoney>): Column<AnalyticsReport['holdings'][number]>[] {
  const number = () => 'tabular-nums';
  return [
    {
      key: 'asset',
      header: 'Asset',
      rowHeader: true,
      cellClass: () => 'font-medium',
      cell: (h) => (
        <>
          {h.symbol} <span className="muted font-normal">{h.name}</span>
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'right',
      cellClass: number,
      cell: (h) => formatQuantity(h.quantity),
    },
    {
      key: 'value',
      header: 'Value',
      align: 'right',
      cellClass: number,
      cell: (h) => money.formatSum(h.value),
    },
    {
      key: 'allocation',
      header: 'Allocation',
      align: 'right',
      cellClass: number,
      cell: (h) => formatPercentText(h.allocation).replace('+', ''),
    },
    {
      key: 'pnl',
      header: 'P&L',
      align: 'right',
      cellClass: (h) => `tabular-nums ${toneOf(h.pnl)}`,
      cell: (h) => `${money.formatSum(h.pnl, true)} (${formatPercentText(h.pnlPercent)})`,
    },
  ];
}

export function AnalyticsView() {
  const { authFetch, status } = useSession();
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const money = useMoney();
  const selectId = useId();
  const report = useQuery({
    queryKey: ['analytics', range],
    enabled: status === 'authenticated',
    queryFn: () => apiLoad(authFetch, `/api/dashboard/analytics?range=${range}`, reportOf),
    placeholderData: (previous) => previous,
    // One read, bounded by API_TIMEOUT_MS, then the failure and Try again: three more tries of a call that hangs
    // kept 'Loading analytics…' for over a minute, and of one answering 500, for seconds before a raw text.
    retry: false,
  });
  const data = report.data;
  // Offline, TanStack Query holds the read until the network is back: said at once, not a loader for ever.
  const paused = report.fetchStatus === 'paused';
  const failed = report.isError || paused;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Portfolio Analytics</h1>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            Range
          </label>
          <select
            id={selectId}
            className="field w-auto"
            value={range}
            onChange={(e) => setRange(e.target.value as AnalyticsRange)}
          >
            {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>

      {failed && (!data || report.isPlaceholderData) && (
        <LoadFailure
          className="mt-6"
          message={
            data
              ? `${loadFailureText(`the last ${RANGE_LABELS[range]}`, report.error, !paused)} The figures below are for the last ${RANGE_LABELS[data.range]}.`
              : loadFailureText('your analytics', report.error, !paused)
          }
          onRetry={() => void report.refetch()}
        />
      )}
      <Delayed active={!data && !failed}>
        <p role="status" className="muted mt-6">
          Loading analytics…
        </p>
      </Delayed>

      {data && data.holdings.length === 0 && (
        <section className="card mt-6 p-10 text-center" data-testid="analytics-empty">
          <h2 className="text-xl font-bold">No Portfolio Data</h2>
          <p className="muted mt-2">Add positions to your portfolio to see how it performs over time.</p>
          <Link to="/dashboard/portfolio?add=1" className="btn-primary mt-4">
            Add Position
          </Link>
        </section>
      )}

      {data && data.holdings.length > 0 && (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Value" testId="analytics-total-value">
              {money.formatSum(data.metrics.totalValue)}
            </StatCard>
            <StatCard
              label="Total P&L"
              testId="analytics-total-pnl"
              detail={
                <span className={toneOf(data.metrics.totalPnL)}>
                  {formatPercentText(data.metrics.totalPnLPercent)}
                </span>
              }
            >
              <span className={toneOf(data.metrics.totalPnL)}>
                {money.formatSum(data.metrics.totalPnL, true)}
              </span>
            </StatCard>
            <StatCard
              label="24h Change"
              testId="analytics-day-change"
              detail={
                <span className={toneOf(data.metrics.dayChange)}>
                  {formatPercentText(data.metrics.dayChangePercent)}
                </span>
              }
            >
              <span className={toneOf(data.metrics.dayChange)}>
                {money.formatSum(data.metrics.dayChange, true)}
              </span>
            </StatCard>
            <StatCard
              label="Best Performer"
              testId="analytics-best"
              detail={
                data.best && (
                  <span className={toneOf(data.best.pnlPercent)}>
                    {formatPercentText(data.best.pnlPercent)}
                  </span>
                )
              }
            >
              {data.best?.symbol ?? '—'}
            </StatCard>
          </div>

          <section className="card mt-6 p-5" aria-labelledby="value-heading">
            <h2 id="value-heading" className="text-lg font-bold">
              Portfolio value, last {RANGE_LABELS[data.range]}
            </h2>
            <p className="muted text-sm">
              From recorded closing prices (
              {ANALYTICS_RANGES[data.range].interval === '1h' ? 'hourly' : 'daily'}), counting each position
              from its purchase date.
            </p>
            <ValueChart
              points={data.series}
              formatAxis={money.format}
              showTime={ANALYTICS_RANGES[data.range].interval === '1h'}
              loading={report.isPlaceholderData && report.fetchStatus === 'fetching'}
            />
          </section>

          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <Performance title="7-Day Performance" change={data.week} />
            <Performance title="30-Day Performance" change={data.month} />
            <StatCard
              label="Worst Performer"
              testId="analytics-worst"
              detail={
                data.worst && (
                  <span className={toneOf(data.worst.pnlPercent)}>
                    {formatPercentText(data.worst.pnlPercent)}
                  </span>
                )
              }
            >
              {data.worst?.symbol ?? '—'}
            </StatCard>
          </div>
          <p className="muted mt-2 flex items-start gap-1.5 text-xs">
            <Info aria-hidden size={14} className="mt-0.5 shrink-0" />
            Performance is the change of what you hold today: each position from its price at the period's
            start (or its purchase price, if bought since) to the current price.
          </p>

          <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr]">
            <section className="card p-5" aria-labelledby="allocation-heading">
              <h2 id="allocation-heading" className="text-lg font-bold">
                Asset Allocation
              </h2>
              <div className="mt-4">
                <AllocationPie holdings={data.holdings} />
              </div>
            </section>
            <section className="card min-w-0 p-5" aria-labelledby="breakdown-heading">
              <h2 id="breakdown-heading" className="text-lg font-bold">
                Holdings Breakdown
              </h2>
              <div className="mt-3 overflow-x-auto">
                <Table
                  look={LIST_TABLE}
                  columns={breakdownColumns(money)}
                  rows={data.holdings}
                  rowKey={(h) => h.coinId}
                  testId="analytics-breakdown"
                />
              </div>
            </section>
          </div>
        </>
      )}
    </main>
  );
}
