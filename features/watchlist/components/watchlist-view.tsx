// The Watchlist page: Total Items, 24h Gainers and Losers, refresh, sorting, the table (live price, 24h change,
// market cap, volume and the 7-day sparkline; narrow, cap and volume under the price) with detail and remove, a line saying where the prices come from and when, and the add
// dialog.
import { ArrowDownUp, ExternalLink, Plus, RefreshCw, Star, Trash2 } from 'lucide-react';
import { onlineManager } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '../../../ui/load-failure';
import { StatCard } from '../../../ui/stat-card';
import { Toast, useToast } from '../../../ui/toast';
import { LIST_TABLE, Table, type Column } from '../../../ui/data-table';
import { Delayed } from '../../../ui/use-delayed';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { changeClass, formatChange } from '../../../lib/format';
import { CoinIcon, MARKET_MESSAGES, Sparkline, useSparklines } from '../../market';
import { useMoney, usePreferences } from '../../settings';
import { useWatchlist } from '../client/use-watchlist';
import {
  countMovers,
  nextSort,
  SORT_KEYS,
  SORT_LABELS,
  sortWatched,
  WATCHLIST_MESSAGES as M,
  type SortDirection,
  WATCHLIST_MAX_ITEMS,
  type WatchlistSortKey,
} from '../rules';
import { AddDialog } from './add-dialog';

/** The spec's words for market data out of reach (dashboard-spec §4), and how old the prices shown are. */
const NARROW_GAP = 'max-sm:pr-2';

const offlineText = (updatedAt: string | null | undefined) =>
  `You are offline. Unable to fetch market data from remote database${
    updatedAt ? `: the prices shown are from ${new Date(updatedAt).toLocaleTimeString()}` : ''
  }.`;

export function WatchlistView({ addOpen, source }: { addOpen: boolean; source: string | null }) {
  const { items, quotes, coins, add, remove, reload } = useWatchlist();
  const money = useMoney();
  const { autoRefresh } = usePreferences().preferences;
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ key: WatchlistSortKey; direction: SortDirection }>({
    key: 'addedAt',
    direction: 'desc',
  });
  const [message, setMessage] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const toast = useToast();
  const sortId = useId();
  const sorted = useMemo(() => sortWatched(coins, sort.key, sort.direction), [coins, sort]);
  const movers = countMovers(coins);
  const listPaused = items.isPending && items.fetchStatus === 'paused';
  const watched = useMemo(() => new Set(coins.map((c) => c.coin_id)), [coins]);
  const sparklines = useSparklines([...watched]);

  const openAdd = () => void navigate('/dashboard/watchlist/add');
  const addButton = useRef<HTMLButtonElement>(null);
  const closeAdd = () => {
    void navigate('/dashboard/watchlist', { replace: true });
    // Opened from its address, the dialog has no button to give the keyboard's place back to: Add Coins takes it.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  async function refresh() {
    setMessage(null);
    // Offline, a reload would wait for the network with the button spinning: say so at once instead (once: with no
    // list yet, the list's own offline notice already says it).
    if (!onlineManager.isOnline()) return setMessage(items.data ? offlineText(quotes.data?.updatedAt) : null);
    setRefreshing(true);
    await reload();
    setRefreshing(false);
  }

  async function addAll(chosen: Parameters<typeof add>[0][]) {
    const failures: string[] = [];
    for (const coin of chosen) {
      const error = await add(coin);
      if (error) failures.push(error);
    }
    // After a failure the list reloads in the background: offline, a reload waits for the network, and the
    // dialog must say what failed now.
    if (failures.length) void reload();
    else {
      await reload();
      toast.show(M.added(chosen.map((c) => c.name)));
    }
    return failures;
  }

  /** One removal per coin at a time (a double click must not reach the row that moves up); the keyboard's place
   * moves to the next row's remove button, else the list's heading. */
  async function removeCoin(coinId: number) {
    if (removing.has(coinId)) return;
    setMessage(null);
    setRemoving((current) => new Set(current).add(coinId));
    const at = sorted.findIndex((c) => c.coin_id === coinId);
    const name = sorted[at]?.name;
    const next = sorted[at + 1] ?? sorted[at - 1];
    const error = await remove(coinId);
    setRemoving((current) => {
      const left = new Set(current);
      left.delete(coinId);
      return left;
    });
    if (error) return setMessage(error);
    if (name) toast.show(M.removed(name));
    const target = next
      ? document.querySelector<HTMLElement>(`[data-remove="${next.coin_id}"]`)
      : document.getElementById('watch-heading');
    target?.focus();
  }

  type Watched = (typeof sorted)[number];
  /** Market cap or volume ($1.23B): columns of wide screens, given under the price on narrow ones. */
  const billionsColumn = (
    key: string,
    header: string,
    pick: (quote: NonNullable<Watched['quote']>) => number,
  ): Column<Watched> => ({
    key,
    header,
    align: 'right',
    className: 'max-md:hidden',
    cellClass: () => 'tabular-nums',
    cell: (c) => (c.quote ? money.formatBillions(pick(c.quote)) : '—'),
  });
  const columns: Column<Watched>[] = [
    {
      key: 'asset',
      // Phones: the gaps of the columns they keep are 8 px, so a row is whole at 375 px.
      className: NARROW_GAP,
      header: 'Asset',
      rowHeader: true,
      cellClass: () => 'font-normal',
      cell: (c) => (
        <span className="flex items-center gap-2">
          <CoinIcon symbol={c.symbol} id={c.coin_id} size={28} />
          <Link to={`/crypto/${c.symbol.toLowerCase()}`} className="min-w-0 hover:underline">
            <span className="block font-semibold">{c.symbol}</span>
            <span className="muted block max-w-[8rem] truncate text-xs">{c.name}</span>
          </Link>
        </span>
      ),
    },
    {
      key: 'price',
      className: NARROW_GAP,
      header: 'Price',
      align: 'right',
      cellClass: () => 'tabular-nums',
      cell: (c) => (
        <>
          {c.quote ? money.format(c.quote.price) : '—'}
          {/* Narrow, the cap and volume columns give way to two lines under the price, as in CoinMarketCap's app. */}
          {c.quote && (
            <span
              className="muted block text-[11px] leading-4 whitespace-nowrap md:hidden"
              data-testid="watch-cap-volume"
            >
              <span className="block">
                <span aria-hidden>MCap</span>
                <span className="sr-only">Market cap</span> {money.formatBillions(c.quote.marketCap)}
              </span>
              <span className="block">
                <span aria-hidden>Vol</span>
                <span className="sr-only">Volume (24h)</span> {money.formatBillions(c.quote.volume24h)}
              </span>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'change',
      className: NARROW_GAP,
      header: (
        <>
          24h
          <span className="max-sm:sr-only"> Change</span>
        </>
      ),
      align: 'right',
      cellClass: (c) => `tabular-nums ${changeClass(c.quote?.change24h)}`,
      cell: (c) => (c.quote ? formatChange(c.quote.change24h) : '—'),
    },
    billionsColumn('marketCap', 'Market Cap', (q) => q.marketCap),
    billionsColumn('volume', 'Volume (24h)', (q) => q.volume24h),
    {
      key: 'sparkline',
      header: MARKET_MESSAGES.sparklineHeader,
      align: 'right',
      // Wide screens only, as the market's table: a phone's row keeps its figures.
      className: 'max-lg:hidden',
      cellClass: () => 'py-0',
      cell: (c) =>
        c.quote && (
          <Sparkline encoded={sparklines.get(c.coin_id)} symbol={c.symbol} change7d={c.quote.change7d} />
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cellClass: () => 'whitespace-nowrap',
      cell: (c) => (
        <>
          <Link
            to={`/crypto/${c.symbol.toLowerCase()}`}
            className="icon-button max-sm:hidden"
            aria-label={`View ${c.name} details`}
            title="View details"
          >
            <ExternalLink aria-hidden size={16} />
          </Link>{' '}
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${c.name} from watchlist`}
            title="Remove"
            data-remove={c.coin_id}
            disabled={removing.has(c.coin_id)}
            onClick={() => void removeCoin(c.coin_id)}
          >
            <Trash2 aria-hidden size={16} />
          </button>
        </>
      ),
    },
  ];

  const updated = quotes.data?.updatedAt ? new Date(quotes.data.updatedAt) : null;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Watchlist</h1>
          <p className="muted">The coins you follow, at live market prices.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary inline-flex items-center gap-1.5"
            onClick={() => void refresh()}
            disabled={refreshing}
          >
            <RefreshCw aria-hidden size={16} className={refreshing ? 'animate-spin' : undefined} />
            Refresh
          </button>
          <button
            ref={addButton}
            type="button"
            className="btn-primary inline-flex items-center gap-1.5"
            onClick={openAdd}
          >
            <Plus aria-hidden size={16} />
            Add Coins
          </button>
        </div>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {/* Counts only once the list is known (and kept through a failed refresh): zeros while it loads or fails
            would look like data. */}
        <StatCard label="Total Items" testId="watch-total">
          {items.data ? coins.length : '—'}
        </StatCard>
        <StatCard label="24h Gainers" testId="watch-gainers">
          <span className={movers.gainers > 0 ? 'text-green-700 dark:text-green-400' : undefined}>
            {items.data ? movers.gainers : '—'}
          </span>
        </StatCard>
        <StatCard label="24h Losers" testId="watch-losers">
          <span className={movers.losers > 0 ? 'text-red-700 dark:text-red-400' : undefined}>
            {items.data ? movers.losers : '—'}
          </span>
        </StatCard>
      </div>

      {message && (
        <p role="alert" className="form-error mt-4">
          {message}
        </p>
      )}

      <section className="card mt-6 p-4 sm:p-5" aria-labelledby="watch-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="watch-heading" className="text-lg font-bold" tabIndex={-1}>
            Your coins
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="inline-flex items-center gap-1 text-sm font-medium">
              <ArrowDownUp aria-hidden size={14} />
              Sort by
            </label>
            <select
              id={sortId}
              className="field w-auto"
              value={sort.key}
              onChange={(e) => setSort((s) => nextSort(s, e.target.value as WatchlistSortKey))}
            >
              {SORT_KEYS.map((k) => (
                <option key={k} value={k}>
                  {SORT_LABELS[k]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="icon-button"
              aria-label={`Sort ${sort.direction === 'asc' ? 'descending' : 'ascending'} (now ${sort.direction === 'asc' ? 'ascending' : 'descending'})`}
              onClick={() => setSort((s) => nextSort(s, s.key))}
              data-testid="sort-direction"
              data-direction={sort.direction}
            >
              {sort.direction === 'asc' ? '↑' : '↓'}
            </button>
          </div>
        </div>

        {items.isError && (
          <LoadFailure
            className="mt-4"
            message={
              items.data
                ? `${loadFailureText('the latest list', items.error)} The list below is from before.`
                : loadFailureText('your watchlist', items.error)
            }
            onRetry={() => void refresh()}
            retrying={refreshing}
          />
        )}
        {/* Offline, TanStack Query holds the first load until the network is back: that is said, not a loader
            left spinning. */}
        {listPaused ? (
          <LoadFailure
            className="mt-4"
            message={loadFailureText('your watchlist', null, false)}
            onRetry={() => void refresh()}
          />
        ) : (
          <Delayed active={items.isPending}>
            <p role="status" className="muted mt-4">
              Loading your watchlist…
            </p>
          </Delayed>
        )}
        {items.data && coins.length === 0 && (
          <div className="py-10 text-center" data-testid="watch-empty">
            <Star aria-hidden size={32} className="mx-auto text-amber-500" />
            <p className="mt-3 font-semibold">Your watchlist is empty</p>
            <p className="muted mt-1 text-sm">Add the coins you want to follow.</p>
            <button type="button" className="btn-primary mt-4" onClick={openAdd}>
              Add Coins
            </button>
          </div>
        )}
        {coins.length > 0 && (
          // relative: the header's screen-reader-only texts are placed inside the scrolling box, not beside the page.
          <div className="relative mt-4 overflow-x-auto">
            <Table
              look={LIST_TABLE}
              columns={columns}
              rows={sorted}
              rowKey={(c) => c.coin_id}
              rowProps={(c) => ({ 'data-symbol': c.symbol })}
              testId="watch-table"
            />
          </div>
        )}
        <p className="muted mt-4 text-xs" data-testid="watch-data-status">
          Prices: {source ?? 'market feed'}
          {updated && (
            <>
              {' '}
              · last updated{' '}
              <time dateTime={updated.toISOString()}>{updated.toLocaleTimeString('en-US')}</time>
            </>
          )}{' '}
          · {autoRefresh ? 'live, reloaded every minute' : 'auto refresh is off'}
          {quotes.isError && ' · the last refresh failed, showing the previous prices'}
        </p>
      </section>

      <Toast toast={toast.toast} onDismiss={toast.dismiss} />
      <AddDialog
        open={addOpen}
        watched={watched}
        maxSelections={Math.max(0, WATCHLIST_MAX_ITEMS - coins.length)}
        onClose={closeAdd}
        onAdd={addAll}
      />
    </main>
  );
}
