// The overview's portfolio performance summary: the largest holdings by value with their P&L.
import { Link } from 'react-router';
import { CoinIcon } from '../../market';
import { formatPercentText, formatQuantity, formatUsd, toneOf } from '../format';
import type { Holding } from '../valuation';

export function TopPositions({
  holdings,
  formatMoney = formatUsd,
}: {
  holdings: readonly Holding[];
  /** A decimal USD sum in the reader's currency (signed: with '+' for a gain). */
  formatMoney?: (valueUsd: string | null, signed?: boolean) => string;
}) {
  if (holdings.length === 0) {
    return (
      <p className="muted mt-3 text-sm">
        No positions yet.{' '}
        <Link to="/dashboard/portfolio?add=1" className="link">
          Add your first position
        </Link>
      </p>
    );
  }
  return (
    <ol className="mt-3 divide-y divide-[var(--border)]" data-testid="top-positions">
      {holdings.map((h) => (
        <li key={h.coinId} className="flex items-center gap-3 py-3">
          <CoinIcon symbol={h.symbol} id={h.coinId} size={28} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{h.name}</p>
            <p className="muted text-xs">
              {formatQuantity(h.quantity)} {h.symbol}
            </p>
          </div>
          <div className="min-w-0 text-right wrap-anywhere tabular-nums">
            <p className="font-medium">{formatMoney(h.value)}</p>
            {/* On a narrow screen the percent takes a line of its own, leaving the coin's name its room. */}
            <p className={`text-xs ${toneOf(h.pnl)}`}>
              {formatMoney(h.pnl, true)}{' '}
              <span className="max-sm:block">({formatPercentText(h.pnlPercent)})</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
