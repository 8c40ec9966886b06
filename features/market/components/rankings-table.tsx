// The rankings table: sortable columns, 50 rows a page, a row opens /coin/{symbol}.
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatChange, formatLargeUsd, formatPrice, changeClass } from '../../../lib/format';
import { coinHref } from '../addresses';
import type { MarketRow } from '../normalize';
import { pageCount, pageItems, PAGE_SIZE, showingText } from '../pagination';
import type { SortKey, SortOrder } from '../queries';
import { CoinIcon } from './coin-icon';

// On narrow screens the table keeps rank, name, price and 24h change (as CoinMarketCap's does): market cap
// shows from 640 px, volume from 768 px, so a phone never scrolls the table sideways.
const COLUMNS: { key: SortKey; label: string; align: 'left' | 'right'; show?: string }[] = [
  { key: 'rank', label: '#', align: 'left' },
  { key: 'name', label: 'Name', align: 'left' },
  { key: 'price', label: 'Price', align: 'right' },
  { key: 'change', label: '24h %', align: 'right' },
  { key: 'volume', label: 'Volume (24h)', align: 'right', show: 'hidden md:table-cell' },
  { key: 'marketCap', label: 'Market Cap', align: 'right', show: 'hidden sm:table-cell' },
];
const cellShow = (key: SortKey) => COLUMNS.find((c) => c.key === key)?.show ?? '';

export interface RankingsTableProps {
  coins: MarketRow[];
  sort: SortKey;
  order: SortOrder;
  page: number;
  onSort: (key: SortKey) => void;
  onPage: (page: number) => void;
}

export function RankingsTable({ coins, sort, order, page, onSort, onPage }: RankingsTableProps) {
  const navigate = useNavigate();
  const pages = pageCount(coins.length);
  const current = Math.min(page, pages);
  const rows = coins.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <div>
      {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
      <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Cryptocurrency prices">
        <table id="crypto-table" className="w-full text-xs sm:text-sm">
          <caption className="sr-only">Cryptocurrencies by market cap</caption>
          <thead>
            <tr className="border-b border-[var(--border)]">
              {COLUMNS.map((col) => (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={sort === col.key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={`px-2 py-3 sm:px-3 font-semibold ${col.align === 'right' ? 'text-right' : 'text-left'} ${col.show ?? ''}`}
                >
                  <button
                    type="button"
                    className={`inline-flex items-center gap-1 ${col.align === 'right' ? 'flex-row-reverse' : ''}`}
                    onClick={() => onSort(col.key)}
                  >
                    {col.label}
                    {sort === col.key &&
                      (order === 'asc' ? (
                        <ArrowUp aria-hidden size={14} />
                      ) : (
                        <ArrowDown aria-hidden size={14} />
                      ))}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="muted px-3 py-10 text-center">
                  No data available
                </td>
              </tr>
            ) : (
              rows.map((coin) => (
                <tr
                  key={coin.id}
                  data-testid="coin-row"
                  className="cursor-pointer border-b border-[var(--border)] last:border-0 hover:bg-[var(--surface-2)]"
                  onClick={() => navigate(coinHref(coin))}
                >
                  <td className="muted px-2 py-3 sm:px-3">{coin.rank}</td>
                  <td className="px-2 py-3 sm:px-3">
                    <Link
                      to={coinHref(coin)}
                      className="flex items-center gap-2 font-medium"
                      onClick={(e) => e.stopPropagation()}
                    >
                      <CoinIcon symbol={coin.symbol} id={coin.id} />
                      <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
                        <span>{coin.name}</span>
                        <span className="muted text-xs">{coin.symbol}</span>
                      </span>
                    </Link>
                  </td>
                  <td
                    className="px-2 py-3 sm:px-3 text-right font-mono tabular-nums"
                    data-testid="coin-price"
                  >
                    {formatPrice(coin.price)}
                  </td>
                  <td
                    className={`px-2 py-3 sm:px-3 text-right font-mono tabular-nums ${changeClass(coin.change)}`}
                  >
                    {formatChange(coin.change)}
                  </td>
                  <td className={`px-2 py-3 sm:px-3 text-right font-mono tabular-nums ${cellShow('volume')}`}>
                    {formatLargeUsd(coin.volume)}
                  </td>
                  <td
                    className={`px-2 py-3 sm:px-3 text-right font-mono tabular-nums ${cellShow('marketCap')}`}
                  >
                    {formatLargeUsd(coin.marketCap)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={current} pages={pages} total={coins.length} onPage={onPage} />
    </div>
  );
}

function StepButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: LucideIcon;
  className?: string;
}) {
  const Icon = props.icon;
  return (
    <li className={props.className}>
      <button
        type="button"
        className="icon-button"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        <Icon aria-hidden size={16} />
      </button>
    </li>
  );
}

// On phones the first and last page numbers (always listed) stand in for the first/last buttons, so the
// pagination fits in one line.
const EDGE_STEP = 'hidden sm:block';

function Pagination({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (p: number) => void;
}) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p data-testid="showing-text">{showingText(page, total)}</p>
      {pages === 1 ? (
        <p className="muted">Page 1 of 1</p>
      ) : (
        <ul className="flex flex-wrap items-center gap-1">
          <StepButton
            label="First page"
            className={EDGE_STEP}
            disabled={page === 1}
            onClick={() => onPage(1)}
            icon={ChevronsLeft}
          />
          <StepButton
            label="Previous page"
            disabled={page === 1}
            onClick={() => onPage(page - 1)}
            icon={ChevronLeft}
          />
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={`icon-button ${item === page ? 'bg-blue-600 text-white' : ''}`}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPage(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden className="muted px-1">
                …
              </li>
            ),
          )}
          <StepButton
            label="Next page"
            disabled={page === pages}
            onClick={() => onPage(page + 1)}
            icon={ChevronRight}
          />
          <StepButton
            label="Last page"
            className={EDGE_STEP}
            disabled={page === pages}
            onClick={() => onPage(pages)}
            icon={ChevronsRight}
          />
        </ul>
      )}
    </nav>
  );
}
