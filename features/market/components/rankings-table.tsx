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
import { formatChange, formatLargeUsd, formatPrice } from '../../../lib/format';
import type { Coin, MarketRow } from '../normalize';
import { pageCount, pageItems, PAGE_SIZE, showingText } from '../pagination';
import type { SortKey, SortOrder } from '../queries';
import { CoinIcon } from './coin-icon';

const COLUMNS: { key: SortKey; label: string; align: 'left' | 'right' }[] = [
  { key: 'rank', label: '#', align: 'left' },
  { key: 'name', label: 'Name', align: 'left' },
  { key: 'price', label: 'Price', align: 'right' },
  { key: 'change', label: '24h %', align: 'right' },
  { key: 'volume', label: 'Volume (24h)', align: 'right' },
  { key: 'marketCap', label: 'Market Cap', align: 'right' },
];

export const coinHref = (coin: Pick<Coin, 'symbol'>) => `/coin/${coin.symbol.toLowerCase()}`;

export function changeClass(change: number) {
  return change >= 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
}

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
      <div className="card overflow-x-auto">
        <table id="crypto-table" className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">Cryptocurrencies by market cap</caption>
          <thead>
            <tr className="border-b border-[var(--border)]">
              {COLUMNS.map((col) => (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={sort === col.key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={`px-3 py-3 font-semibold ${col.align === 'right' ? 'text-right' : 'text-left'}`}
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
                  <td className="muted px-3 py-3">{coin.rank}</td>
                  <td className="px-3 py-3">
                    <Link
                      to={coinHref(coin)}
                      className="flex items-center gap-2 font-medium"
                      onClick={(e) => e.stopPropagation()}
                    >
                      <CoinIcon symbol={coin.symbol} id={coin.id} />
                      <span>{coin.name}</span>
                      <span className="muted text-xs">{coin.symbol}</span>
                    </Link>
                  </td>
                  <td className="px-3 py-3 text-right font-mono tabular-nums" data-testid="coin-price">
                    {formatPrice(coin.price)}
                  </td>
                  <td className={`px-3 py-3 text-right font-mono tabular-nums ${changeClass(coin.change)}`}>
                    {formatChange(coin.change)}
                  </td>
                  <td className="px-3 py-3 text-right font-mono tabular-nums">
                    {formatLargeUsd(coin.volume)}
                  </td>
                  <td className="px-3 py-3 text-right font-mono tabular-nums">
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

function StepButton(props: { label: string; disabled: boolean; onClick: () => void; icon: LucideIcon }) {
  const Icon = props.icon;
  return (
    <li>
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
        <ul className="flex items-center gap-1">
          <StepButton
            label="First page"
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
            disabled={page === pages}
            onClick={() => onPage(pages)}
            icon={ChevronsRight}
          />
        </ul>
      )}
    </nav>
  );
}
