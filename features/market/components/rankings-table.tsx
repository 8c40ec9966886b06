// The rankings table: sortable columns, 50 rows a page, a row opens /coin/{symbol}.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { coinHref } from '../addresses';
import type { MarketRow } from '../schemas';
import { pageCount, pageItems, PAGE_SIZE, showingText } from '../pagination';
import type { SortKey, SortOrder } from '../queries';
import { CARD_TABLE, DataTable, type Column, type TableLook } from '../../../ui/data-table';
import { MARKET_MESSAGES } from '../rules';
import { amountColumn, changeColumn, periodChangeColumn, priceColumn } from './coin-columns';
import { CoinIcon } from './coin-icon';
import { Sparkline } from './sparkline';

// On narrow screens the table keeps rank, name, price and 24h change (as CoinMarketCap's does): market cap
// shows from 640 px, volume and 7d change from 768 px, 1h change and the 7-day sparkline from 1024 px, so a
// phone never scrolls the table sideways.
type ColumnKey = SortKey | 'sparkline';

function columnsOf(sparklines: ReadonlyMap<number, string>): Column<MarketRow, ColumnKey>[] {
  return [
    { key: 'rank', header: '#', align: 'left', cellClass: () => 'muted', cell: (coin) => coin.rank },
    { key: 'name', header: 'Name', align: 'left', cell: (coin) => <CoinLink coin={coin} /> },
    priceColumn('coin-price'),
    periodChangeColumn('change1h', '1h %', 'hidden lg:table-cell'),
    changeColumn(),
    periodChangeColumn('change7d', '7d %', 'hidden md:table-cell'),
    amountColumn('volume', 'volume24h', 'Volume (24h)', 'hidden md:table-cell'),
    amountColumn('marketCap', 'marketCap', 'Market Cap', 'hidden sm:table-cell'),
    {
      key: 'sparkline',
      header: MARKET_MESSAGES.sparklineHeader,
      align: 'right',
      className: 'hidden lg:table-cell',
      sortable: false,
      cellClass: () => 'py-1',
      cell: (coin) => (
        <Sparkline encoded={sparklines.get(coin.id)} symbol={coin.symbol} change7d={coin.change7d} />
      ),
    },
  ];
}

const LOOK: TableLook = {
  ...CARD_TABLE,
  table: 'w-full text-xs sm:text-sm',
  headCell: 'px-2 py-3 sm:px-3 font-semibold',
  cell: 'px-2 py-3 sm:px-3',
  status: 'muted px-3 py-10 text-center',
};

/** The coin's icon and names; a link of its own (the row's click would open the same page). */
function CoinLink({ coin }: { coin: MarketRow }) {
  return (
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
  );
}

export interface RankingsTableProps {
  coins: MarketRow[];
  /** Packed 7-day sparklines by coin id (sparkline.ts); a coin without one shows none. */
  sparklines: ReadonlyMap<number, string>;
  sort: SortKey;
  order: SortOrder;
  page: number;
  onSort: (key: SortKey) => void;
  onPage: (page: number) => void;
}

export function RankingsTable({ coins, sparklines, sort, order, page, onSort, onPage }: RankingsTableProps) {
  const navigate = useNavigate();
  const columns = useMemo(() => columnsOf(sparklines), [sparklines]);
  const pages = pageCount(coins.length);
  const current = Math.min(page, pages);
  const rows = coins.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <div>
      <DataTable
        id="crypto-table"
        label="Cryptocurrency prices"
        caption="Cryptocurrencies by market cap"
        look={LOOK}
        columns={columns}
        rows={rows}
        rowKey={(coin) => coin.id}
        rowProps={() => ({ 'data-testid': 'coin-row' })}
        onRowClick={(coin) => void navigate(coinHref(coin))}
        sort={{ key: sort, order, onSort: (key) => key !== 'sparkline' && onSort(key) }}
      />
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
