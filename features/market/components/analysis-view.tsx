// The /analysis page: market breadth, dominance and sector performance.
import { DataTable, type Column } from '../../../ui/data-table';
import { formatChange, formatLargeUsd, changeClass } from '../../../lib/format';
import type { MarketAnalysis } from '../analysis';

function Stat({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="card p-4">
      <dt className="muted text-sm">{label}</dt>
      <dd className={`mt-1 font-mono text-2xl font-bold tabular-nums ${tone ?? ''}`}>{value}</dd>
    </div>
  );
}

const SECTOR_COLUMNS: Column<MarketAnalysis['sectors'][number]>[] = [
  { key: 'sector', header: 'Sector', cell: (s) => s.label, cellClass: () => 'font-medium' },
  { key: 'coins', header: 'Coins', cell: (s) => s.coins, align: 'right' },
  {
    key: 'cap',
    header: 'Market cap',
    cell: (s) => formatLargeUsd(s.marketCap),
    align: 'right',
    cellClass: () => 'font-mono',
  },
  {
    key: 'change',
    header: '24h %',
    cell: (s) => formatChange(s.change),
    align: 'right',
    cellClass: (s) => `font-mono ${changeClass(s.change)}`,
  },
  {
    key: 'best',
    header: 'Best performer',
    cell: (s) => (s.best ? `${s.best.name} (${formatChange(s.best.change24h)})` : '—'),
  },
];

export function AnalysisView({ analysis: a }: { analysis: MarketAnalysis }) {
  const d = a.dominance;
  const bars = [
    { label: 'Bitcoin', value: d.btc, color: 'bg-amber-500' },
    { label: 'Ethereum', value: d.eth, color: 'bg-indigo-500' },
    { label: 'Stablecoins', value: d.stablecoins, color: 'bg-emerald-500' },
    { label: 'Others', value: d.others, color: 'bg-slate-400' },
  ];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Market Analysis</h1>
      <p className="muted mt-2">
        Computed from the current prices of the top 300 cryptocurrencies
        {a.source === 'simulated'
          ? ', from the simulated market feed'
          : a.source === 'fallback'
            ? ', from the built-in sample data'
            : ''}
        .
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total market cap" value={formatLargeUsd(a.global.totalMarketCap)} />
        <Stat
          label="24h change"
          value={formatChange(a.global.marketCapChange24h)}
          tone={changeClass(a.global.marketCapChange24h)}
        />
        <Stat label="24h volume" value={formatLargeUsd(a.global.total24hVolume)} />
        <Stat
          label="Coins up in 24h"
          value={`${a.breadth.advancers} / ${a.breadth.advancers + a.breadth.decliners + a.breadth.unchanged}`}
        />
      </dl>

      <section className="mt-8" aria-labelledby="breadth-title">
        <h2 id="breadth-title" className="text-xl font-bold">
          Market breadth
        </h2>
        <div
          className="mt-3 flex h-4 overflow-hidden rounded-full"
          role="img"
          aria-label={`${a.breadth.advancers} advancing, ${a.breadth.decliners} declining, ${a.breadth.unchanged} unchanged`}
        >
          <div className="bg-green-600" style={{ width: `${a.breadth.advancingPercent}%` }} />
          <div className="flex-1 bg-red-600" />
        </div>
        <p className="mt-2 text-sm" data-testid="breadth">
          {a.breadth.advancers} advancing · {a.breadth.decliners} declining · {a.breadth.unchanged} unchanged
        </p>
      </section>

      <section className="mt-8" aria-labelledby="dominance-title">
        <h2 id="dominance-title" className="text-xl font-bold">
          Dominance
        </h2>
        <div className="mt-3 flex h-4 overflow-hidden rounded-full" aria-hidden>
          {bars.map((b) => (
            <div key={b.label} className={b.color} style={{ width: `${b.value}%` }} />
          ))}
        </div>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-4" data-testid="dominance">
          {bars.map((b) => (
            <li key={b.label} className="flex items-center gap-2">
              <span aria-hidden className={`inline-block h-3 w-3 rounded-sm ${b.color}`} />
              {b.label}: <strong className="font-mono">{b.value.toFixed(2)}%</strong>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="sectors-title">
        <h2 id="sectors-title" className="text-xl font-bold">
          Sector performance (24h)
        </h2>
        <div className="mt-3">
          <DataTable
            caption="Sector performance in the last 24 hours"
            columns={SECTOR_COLUMNS}
            rows={a.sectors}
            rowKey={(s) => s.category}
            testId="sectors"
          />
        </div>
      </section>
    </main>
  );
}
