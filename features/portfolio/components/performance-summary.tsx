// The performance summary: an allocation pie (6 colours cycling, PORT-002/004) and P&L bars (PORT-003), drawn
// as plain SVG and divs from the valuation's figures (numbers only for drawing).
import { toChartNumber } from '../../../lib/decimal';
import { useMoney } from '../../settings';
import { barToneOf, formatPercentText, toneOf } from '../format';
import { PIE_COLORS } from '../rules';
import type { Holding } from '../valuation';

export const pieColor = (index: number) => PIE_COLORS[index % PIE_COLORS.length] as string;

/** A slice of the pie from one fraction of the turn to another, as an SVG path in a 2r square. */
export function arc(startFraction: number, endFraction: number, r: number): string {
  // Nearly the whole turn: its two ends would round to one point, and an arc between equal points draws nothing.
  if (endFraction - startFraction > 1 - 1e-5)
    return `M ${r} 0 A ${r} ${r} 0 1 1 ${r} ${2 * r} A ${r} ${r} 0 1 1 ${r} 0 Z`;
  const point = (f: number) => {
    const angle = 2 * Math.PI * f - Math.PI / 2;
    return `${(r + r * Math.cos(angle)).toFixed(3)} ${(r + r * Math.sin(angle)).toFixed(3)}`;
  };
  const large = endFraction - startFraction > 0.5 ? 1 : 0;
  return `M ${r} ${r} L ${point(startFraction)} A ${r} ${r} 0 ${large} 1 ${point(endFraction)} Z`;
}

export function AllocationPie({ holdings }: { holdings: readonly Holding[] }) {
  const slices = holdings
    .map((h, i) => ({ h, color: pieColor(i), share: toChartNumber(h.allocation) / 100 }))
    .filter((s) => s.share > 0);
  const r = 60;
  let at = 0;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <svg
        viewBox={`0 0 ${2 * r} ${2 * r}`}
        width={128}
        height={128}
        role="img"
        aria-label={`Allocation: ${slices.map((s) => `${s.h.symbol} ${s.share * 100 > 0 ? (s.share * 100).toFixed(1) : 0}%`).join(', ')}`}
        data-testid="allocation-pie"
      >
        {slices.length === 1 ? (
          <circle cx={r} cy={r} r={r} fill={slices[0]?.color} />
        ) : (
          slices.map((s) => {
            const d = arc(at, at + s.share, r);
            at += s.share;
            return <path key={s.h.coinId} d={d} fill={s.color} stroke="var(--surface)" strokeWidth={1} />;
          })
        )}
        {slices.length === 0 && <circle cx={r} cy={r} r={r - 1} fill="none" stroke="var(--border)" />}
      </svg>
      <ul className="min-w-0 flex-1 space-y-1 text-sm">
        {holdings.map((h, i) => (
          <li key={h.coinId} className="flex items-center gap-2">
            <span
              aria-hidden
              className="inline-block h-3 w-3 shrink-0 rounded-sm"
              style={{ background: pieColor(i) }}
            />
            <span className="font-medium">{h.symbol}</span>
            <span className="muted ml-auto tabular-nums">
              {h.value === null ? 'no price' : `${toChartNumber(h.allocation).toFixed(1)}%`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PnlBars({ holdings }: { holdings: readonly Holding[] }) {
  const money = useMoney();
  const priced = holdings.filter((h) => h.pnl !== null);
  const max = Math.max(...priced.map((h) => Math.abs(toChartNumber(h.pnl ?? '0'))), 0);
  return (
    <ul className="space-y-2 text-sm" data-testid="pnl-bars" aria-label="Profit and loss by holding">
      {priced.map((h) => {
        const n = toChartNumber(h.pnl ?? '0');
        const width = max > 0 ? Math.max(2, (Math.abs(n) / max) * 100) : 0;
        return (
          <li key={h.coinId}>
            <div className="flex justify-between gap-2">
              <span className="font-medium">{h.symbol}</span>
              <span className={`tabular-nums ${toneOf(h.pnl)}`}>
                {money.formatSum(h.pnl, true)} ({formatPercentText(h.pnlPercent)})
              </span>
            </div>
            <div className="mt-1 h-2 rounded bg-[var(--surface-2)]">
              <div className={`h-2 rounded ${barToneOf(h.pnl)}`} style={{ width: `${width}%` }} />
            </div>
          </li>
        );
      })}
      {priced.length === 0 && <li className="muted">No prices yet.</li>}
    </ul>
  );
}
