// The holdings table: one row per coin (lots grouped by average cost, decision 19) that expands to its lots,
// sortable by value, P&L %, symbol and quantity (PORT-005), with the row actions of PORT-009..011.
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { coinCanonicalPath, CoinIcon } from '../../market';
import { toChartNumber } from '../../../lib/decimal';
import { useMoney } from '../../settings';
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

/**
 * A cell's padding: tight enough that all seven columns fit beside the sidebar at 1280 px, and five at 1024; the
 * five keep room at the tablet layout's narrowest (1018 px) for figures a price tick widens.
 */
const PAD = 'px-1.5 py-2 2xl:px-3 tablet:px-0.5';

/*
 * Three layouts, chosen by the width of the table's own box (the variants list:, tablet: and wide: of app.css), not
 * the window's: the sidebar takes 256 px from 769 px up (64 px collapsed), so a 1024 px window has a 768 px one's room.
 * - wide, 64rem (1024 px) and more: all seven columns. Seven columns of a book worth hundreds of millions take
 *   966 px, so a 1280 px window beside the sidebar (958 px) keeps the tablet's five.
 * - tablet, 43.5rem (696 px; the five columns of that book take 684) to 64rem: the quantity moves under the asset and the average price under the current
 *   price (a cell's figures stacked, as CoinGecko's holdings column does), five columns.
 * - list, narrower: each row is a line of asset and actions, then value and P&L half each, and a figure wider than
 *   its half moves whole to the next line.
 */
const HEADERS: { key: SortKey | null; label: string; className?: string }[] = [
  { key: 'symbol', label: 'Asset', className: 'list:grow' },
  { key: 'quantity', label: 'Quantity', className: 'hidden text-right wide:table-cell' },
  { key: null, label: 'Avg Price', className: 'hidden text-right wide:table-cell' },
  { key: null, label: 'Current Price', className: 'text-right list:hidden' },
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
    <div className="flex justify-end gap-0.5">
      {showDetails && (
        <Link
          to={detailsPath(symbol)}
          className="icon-button h-8 w-8"
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
            className="icon-button h-8 w-8"
            aria-label={`Edit ${symbol} position`}
            title="Edit"
            onClick={() => onEdit(lot)}
          >
            <Pencil aria-hidden size={16} />
          </button>
          <button
            type="button"
            className="icon-button h-8 w-8"
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

/** A figure's label in the list, where the header row does not line up with the figures. */
const ListLabel = ({ children }: { children: string }) => (
  <span className="muted hidden text-xs font-normal list:block">{children}</span>
);

function Figures({ f }: { f: Holding | LotValuation }) {
  const money = useMoney();
  const price = (value: string | null) => (value === null ? '—' : money.format(toChartNumber(value)));
  // Figures never break inside a number: a cell is as wide as its longest figure. In the list Value and P&L share
  // the line under the asset, half each; a figure wider than its half moves whole to the next line.
  const cell = `${PAD} text-right tabular-nums whitespace-nowrap`;
  return (
    <>
      <td className={`${cell} hidden wide:table-cell`}>{formatQuantity(f.quantity)}</td>
      <td className={`${cell} hidden wide:table-cell`}>{price(f.avgPrice)}</td>
      <td className={`${cell} list:hidden`}>
        {price(f.currentPrice)}
        {f.priceChange24h !== null && (
          <span className={`block text-xs ${toneOf(String(f.priceChange24h))}`}>
            {formatPercentText(String(f.priceChange24h))}
          </span>
        )}
        {/* On a tablet the Avg Price column is gone: the average is under the price it compares with. */}
        <span className="muted block text-xs wide:hidden">Avg {price(f.avgPrice)}</span>
      </td>
      <td className={`${cell} font-medium list:order-2 list:basis-1/2 list:text-left`} data-figure="value">
        <ListLabel>Value</ListLabel>
        {money.formatSum(f.value)}
      </td>
      <td className={`${cell} ${toneOf(f.pnl)} list:order-2 list:basis-1/2 list:text-left`} data-figure="pnl">
        <ListLabel>P&amp;L</ListLabel>
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
    // @container: the layouts follow this box's width (see the note above HEADERS).
    <div className="@container relative overflow-x-auto">
      {/* In the list the rows are wrapping lines (asset and actions, then the figures) instead of columns. */}
      <table className="w-full text-sm list:block" data-testid="holdings-table">
        <caption className="sr-only">
          Holdings, one row per coin; coins bought more than once expand to their lots
        </caption>
        <thead className="list:block">
          <tr className="border-b border-[var(--border)] text-left list:flex list:items-center">
            {HEADERS.map((h) => {
              const sorted = h.key !== null && sort.key === h.key;
              return (
                <th
                  key={h.label}
                  scope="col"
                  className={`${PAD} font-semibold whitespace-nowrap ${h.className ?? ''}`}
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
            <th scope="col" className={`${PAD} text-right font-semibold list:hidden`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="list:block">
          {rows.map((h) => {
            const grouped = h.lots.length > 1;
            const expanded = open.has(h.coinId);
            return (
              <Fragment key={h.coinId}>
                <tr
                  className="border-b border-[var(--border)] list:flex list:flex-wrap list:items-center"
                  data-testid={`holding-${h.symbol}`}
                >
                  <th scope="row" className={`${PAD} text-left font-normal list:grow list:basis-1/2`}>
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
                        <span className="muted block max-w-[8rem] truncate text-xs list:hidden">
                          {h.name}
                          {grouped ? ` · ${h.lots.length} lots` : ''}
                        </span>
                        {/* Without the Quantity column (tablet, list) the quantity is under the symbol. */}
                        <span className="muted block text-xs tabular-nums wide:hidden">
                          {formatQuantity(h.quantity)}
                          {/* The list hides the name's line, where the tablet says how many lots. */}
                          {grouped && <span className="hidden list:inline"> · {h.lots.length} lots</span>}
                        </span>
                      </span>
                    </div>
                  </th>
                  <Figures f={h} />
                  <td className={`${PAD} list:order-1`}>
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
                    <tr
                      key={l.position.id}
                      className="border-b border-[var(--border)] bg-[var(--surface-2)] list:flex list:flex-wrap list:items-center"
                    >
                      <th
                        scope="row"
                        className="py-2 pr-1.5 pl-10 text-left text-xs font-normal list:grow list:basis-1/2 list:pl-6 2xl:pr-3"
                      >
                        Lot of{' '}
                        {new Date(l.position.purchase_date).toLocaleDateString('en-US', {
                          dateStyle: 'medium',
                        })}
                        <span className="muted block tabular-nums wide:hidden">
                          {formatQuantity(l.quantity)} {h.symbol}
                        </span>
                        {l.position.notes && (
                          // Cut to a line of its own width (all of it on hover): a long note must not widen the table.
                          <span
                            className="muted block max-w-32 truncate 2xl:max-w-64"
                            title={l.position.notes}
                          >
                            {l.position.notes}
                          </span>
                        )}
                      </th>
                      <Figures f={l} />
                      <td className={`${PAD} list:order-1`}>
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
