// The holdings table: one row per coin (lots grouped by average cost, decision 19) that expands to its lots,
// sortable by value, P&L %, symbol and quantity (PORT-005), with the row actions of PORT-009..011.
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { coinCanonicalPath } from '../../market/addresses';
import { CoinIcon } from '../../market/components/coin-icon';
import { toChartNumber } from '../../../lib/decimal';
import { useMoney } from '../../settings/client/money';
import { formatPercentText, formatQuantity, toneOf } from '../format';
import {
  sortHoldings,
  type Holding,
  type LotValuation,
  type SortDirection,
  type SortKey,
} from '../valuation';
import type { PositionRow } from '../valuation';

/** /crypto/{symbol} (PORT-010; decision 8: the coin page answers a symbol there too). */
const detailsPath = (symbol: string) => coinCanonicalPath({ slug: symbol.toLowerCase() });

const HEADERS: { key: SortKey | null; label: string; className?: string }[] = [
  { key: 'symbol', label: 'Asset' },
  { key: 'quantity', label: 'Quantity', className: 'text-right max-sm:hidden' },
  { key: null, label: 'Avg Price', className: 'text-right max-sm:hidden' },
  { key: null, label: 'Current Price', className: 'text-right max-sm:hidden' },
  { key: 'value', label: 'Value', className: 'text-right' },
  { key: 'pnlPercent', label: 'P&L', className: 'text-right' },
];

function Actions({
  symbol,
  lot,
  onEdit,
  onRemove,
  showDetails,
}: {
  symbol: string;
  lot: PositionRow | null;
  onEdit: (p: PositionRow) => void;
  onRemove: (p: PositionRow) => void;
  showDetails: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      {showDetails && (
        <Link
          to={detailsPath(symbol)}
          className="icon-button"
          aria-label={`View details of ${symbol}`}
          title="View details"
        >
          <ExternalLink aria-hidden size={16} />
        </Link>
      )}
      {lot && (
        <>
          <button
            type="button"
            className="icon-button"
            aria-label={`Edit ${symbol} position`}
            title="Edit"
            onClick={() => onEdit(lot)}
          >
            <Pencil aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${symbol} position`}
            title="Remove"
            onClick={() => onRemove(lot)}
          >
            <Trash2 aria-hidden size={16} />
          </button>
        </>
      )}
    </div>
  );
}

function Figures({ f }: { f: Holding | LotValuation }) {
  const money = useMoney();
  const price = (value: string | null) => (value === null ? '—' : money.format(toChartNumber(value)));
  return (
    <>
      <td className="px-2 py-2 sm:px-3 text-right tabular-nums max-sm:hidden">
        {formatQuantity(f.quantity)}
      </td>
      <td className="px-2 py-2 sm:px-3 text-right tabular-nums max-sm:hidden">{price(f.avgPrice)}</td>
      <td className="px-2 py-2 sm:px-3 text-right tabular-nums max-sm:hidden">
        {price(f.currentPrice)}
        {f.priceChange24h !== null && (
          <span className={`block text-xs ${toneOf(String(f.priceChange24h))}`}>
            {formatPercentText(String(f.priceChange24h))}
          </span>
        )}
      </td>
      <td className="px-2 py-2 sm:px-3 text-right font-medium tabular-nums">{money.formatSum(f.value)}</td>
      <td className={`px-2 py-2 sm:px-3 text-right tabular-nums ${toneOf(f.pnl)}`}>
        {money.formatSum(f.pnl, true)}
        <span className="block text-xs">{formatPercentText(f.pnlPercent)}</span>
      </td>
    </>
  );
}

export function HoldingsTable({
  holdings,
  onEdit,
  onRemove,
}: {
  holdings: readonly Holding[];
  onEdit: (p: PositionRow) => void;
  onRemove: (p: PositionRow) => void;
}) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'value',
    direction: 'desc',
  });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const rows = sortHoldings(holdings, sort.key, sort.direction);
  const toggle = (coinId: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(coinId)) next.delete(coinId);
      else next.add(coinId);
      return next;
    });
  const sortBy = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'symbol' ? 'asc' : 'desc' },
    );

  return (
    // relative: the table's sr-only texts (position: absolute) are then clipped by this box too; without it they
    // sat at the table's far right and widened the whole document on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="holdings-table">
        <caption className="sr-only">
          Holdings, one row per coin; coins bought more than once expand to their lots
        </caption>
        <thead>
          <tr className="border-b border-[var(--border)] text-left">
            {HEADERS.map((h) => {
              const sorted = h.key !== null && sort.key === h.key;
              return (
                <th
                  key={h.label}
                  scope="col"
                  className={`px-2 py-2 sm:px-3 font-semibold whitespace-nowrap ${h.className ?? ''}`}
                  aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {h.key ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:underline"
                      onClick={() => sortBy(h.key as SortKey)}
                    >
                      {h.label}
                      {sorted &&
                        (sort.direction === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : (
                          <ArrowDown aria-hidden size={14} />
                        ))}
                    </button>
                  ) : (
                    h.label
                  )}
                </th>
              );
            })}
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h) => {
            const grouped = h.lots.length > 1;
            const expanded = open.has(h.coinId);
            return (
              <Fragment key={h.coinId}>
                <tr className="border-b border-[var(--border)]" data-testid={`holding-${h.symbol}`}>
                  <th scope="row" className="px-2 py-2 sm:px-3 text-left font-normal">
                    <div className="flex items-center gap-2">
                      {grouped ? (
                        <button
                          type="button"
                          className="icon-button h-7 w-7"
                          aria-expanded={expanded}
                          aria-label={`${expanded ? 'Hide' : 'Show'} the ${h.lots.length} lots of ${h.symbol}`}
                          onClick={() => toggle(h.coinId)}
                        >
                          {expanded ? (
                            <ChevronDown aria-hidden size={14} />
                          ) : (
                            <ChevronRight aria-hidden size={14} />
                          )}
                        </button>
                      ) : null}
                      <CoinIcon symbol={h.symbol} id={h.coinId} size={24} />
                      <span className="min-w-0">
                        <span className="block font-semibold">{h.symbol}</span>
                        <span className="muted block max-w-[10rem] truncate text-xs max-sm:hidden">
                          {h.name}
                          {grouped ? ` · ${h.lots.length} lots` : ''}
                        </span>
                        {/* Phones hide the Quantity column: the quantity is under the symbol instead. */}
                        <span className="muted block text-xs tabular-nums sm:hidden">
                          {formatQuantity(h.quantity)}
                          {grouped ? ` · ${h.lots.length} lots` : ''}
                        </span>
                      </span>
                    </div>
                  </th>
                  <Figures f={h} />
                  <td className="px-2 py-2 sm:px-3">
                    <Actions
                      symbol={h.symbol}
                      lot={grouped ? null : (h.lots[0]?.position ?? null)}
                      onEdit={onEdit}
                      onRemove={onRemove}
                      showDetails
                    />
                  </td>
                </tr>
                {grouped &&
                  expanded &&
                  h.lots.map((l) => (
                    <tr key={l.position.id} className="border-b border-[var(--border)] bg-[var(--surface-2)]">
                      <th
                        scope="row"
                        className="py-2 pr-2 pl-12 text-left text-xs font-normal max-sm:pl-6 sm:pr-3"
                      >
                        Lot of{' '}
                        {new Date(l.position.purchase_date).toLocaleDateString('en-US', {
                          dateStyle: 'medium',
                        })}
                        <span className="muted block tabular-nums sm:hidden">
                          {formatQuantity(l.quantity)} {h.symbol}
                        </span>
                        {l.position.notes && (
                          // Cut to a line of its own width (all of it on hover): a long note must not widen the table.
                          <span
                            className="muted block max-w-40 truncate sm:max-w-64"
                            title={l.position.notes}
                          >
                            {l.position.notes}
                          </span>
                        )}
                      </th>
                      <Figures f={l} />
                      <td className="px-2 py-2 sm:px-3">
                        <Actions
                          symbol={h.symbol}
                          lot={l.position}
                          onEdit={onEdit}
                          onRemove={onRemove}
                          showDetails={false}
                        />
                      </td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
