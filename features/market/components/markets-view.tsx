// The /markets page: total market cap, cache status, Refresh, cache manager, category filters and the rankings.
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, RefreshCw, Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatChange, formatLargeUsd, changeClass } from '../../../lib/format';
import { OFFLINE_MESSAGE, type MarketLoad } from '../client/market-data';
import { refreshMarket, useLivePrices, useMarketData } from '../client/use-market';
import { useOnline } from '../client/use-online';
import { CATEGORY_LABELS, FILTER_CATEGORIES, type FilterCategory } from '../categories';
import { STREAM_MAX_COINS } from '../stream/ticks';
import { PAGE_SIZE, pageCount } from '../pagination';
import { searchCoins, sortCoins, type SortKey, type SortOrder } from '../queries';
import { CacheBadge } from './cache-badge';
import { CacheManager } from './cache-manager';
import { IconsButton } from '../../media';
import { LocalTime } from '../../../ui/local-time';
import { RankingsTable } from './rankings-table';

const PHONE_SORTS: [SortKey, SortOrder, string][] = [
  ['rank', 'asc', 'Rank'],
  ['marketCap', 'desc', 'Market cap'],
  ['volume', 'desc', 'Volume (24h)'],
  ['change', 'desc', '24h % (highest first)'],
  ['change', 'asc', '24h % (lowest first)'],
  ['price', 'desc', 'Price (highest first)'],
  ['price', 'asc', 'Price (lowest first)'],
  ['name', 'asc', 'Name (A to Z)'],
];

export function MarketsView({
  initial,
  sparklines,
}: {
  initial: MarketLoad;
  /** Packed 7-day sparklines by coin id, from the page's load (they move hourly: the polls and ticks keep them). */
  sparklines: ReadonlyMap<number, string>;
}) {
  const client = useQueryClient();
  const query = useMarketData(initial);
  const data = query.data;
  const [params, setParams] = useSearchParams();
  // Search and page live in the address (reload and Back keep them) and in state: a navigation is a React
  // transition that live price ticks keep interrupting, so the table follows the state at once.
  const [search, setSearchState] = useFollowedState(params.get('search') ?? '');
  const [requested, setRequested] = useFollowedState(Number.parseInt(params.get('page') ?? '1', 10));
  const category = (FILTER_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as FilterCategory)
    : null;
  const [sort, setSort] = useState<{ key: SortKey; order: SortOrder }>({ key: 'rank', order: 'asc' });
  const tableTop = useRef<HTMLDivElement>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  const counts = useMemo(() => {
    const out = Object.fromEntries(FILTER_CATEGORIES.map((c) => [c, 0])) as Record<FilterCategory, number>;
    for (const coin of data.coins) for (const c of coin.categories) out[c] += 1;
    return out;
  }, [data.coins]);

  const visible = useMemo(() => {
    const filtered = searchCoins(data.coins, search).filter(
      (c) => !category || c.categories.includes(category),
    );
    return sortCoins(filtered, sort.key, sort.order);
  }, [data.coins, search, category, sort]);

  // The page is in the address (?page=3), so a reload or Back returns to it; out of range reads as the nearest.
  const page = Math.min(Math.max(Number.isFinite(requested) ? requested : 1, 1), pageCount(visible.length));
  // Live prices for the rows shown; an order that prices move (price, change, cap, volume) can bring any of the
  // top 300 onto the page, so it takes them all.
  const stableOrder = sort.key === 'rank' || sort.key === 'name';
  useLivePrices(
    stableOrder
      ? { ids: visible.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((c) => c.id) }
      : { top: STREAM_MAX_COINS },
  );
  const setPage = (next: number, options: { scroll?: boolean } = {}) => {
    setRequested(next);
    const p = new URLSearchParams(params);
    if (next > 1) p.set('page', String(next));
    else p.delete('page');
    // A page change is a step Back can undo; a filter or sort change replaces the entry.
    setParams(p, { replace: !options.scroll, preventScrollReset: true });
    if (options.scroll && tableTop.current && tableTop.current.getBoundingClientRect().top < 0) {
      tableTop.current.scrollIntoView({ block: 'start' });
    }
  };
  const setSearch = (next: string) => {
    setSearchState(next);
    setRequested(1);
    const p = new URLSearchParams(params);
    if (next) p.set('search', next);
    else p.delete('search');
    p.delete('page');
    setParams(p, { replace: true, preventScrollReset: true });
  };

  // Page 1 again whenever the set or order of rows changes (never on a price tick).
  const setCategory = (next: FilterCategory | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('category', next);
    else p.delete('category');
    p.delete('page');
    setRequested(1);
    setParams(p, { replace: true, preventScrollReset: true });
  };
  const onSort = (key: SortKey) => {
    setSort((s) =>
      s.key === key
        ? { key, order: s.order === 'asc' ? 'desc' : 'asc' }
        : { key, order: key === 'rank' || key === 'name' ? 'asc' : 'desc' },
    );
    setPage(1);
  };

  const onRefresh = async () => {
    setRefreshing(true);
    setRefreshError(null);
    try {
      await refreshMarket(client);
    } catch (err) {
      setRefreshError(err instanceof Error ? err.message : String(err));
    } finally {
      setRefreshing(false);
    }
  };

  // A failed load while rows are on screen is stale data, labelled as such (decision 13): the failure text is
  // for a browser that holds nothing to show.
  const failure = refreshError ?? (query.isError ? query.error.message : null);
  const holding = data.coins.length > 0;
  const error = failure && !holding ? failure : null;
  const message = failure && holding ? OFFLINE_MESSAGE : data.message;
  const cacheStatus = failure && holding ? 'stale' : data.cacheStatus;
  const offline = !useOnline();
  const lastUpdated = new Date(data.fetchedAt);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Cryptocurrency Prices by Market Cap</h1>
          <p className="muted mt-2">
            The global crypto market cap is{' '}
            <strong className="text-[var(--fg)]" data-testid="total-market-cap">
              {formatLargeUsd(data.globalMetrics.totalMarketCap)}
            </strong>
            {Number.isFinite(data.globalMetrics.marketCapChange24h) && (
              <span className={`ml-1 ${changeClass(data.globalMetrics.marketCapChange24h)}`}>
                {formatChange(data.globalMetrics.marketCapChange24h)}
              </span>
            )}{' '}
            over the last day.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CacheBadge status={cacheStatus} offline={offline} />
          <span className="muted text-xs" data-testid="last-updated">
            Last updated <LocalTime value={lastUpdated} />
            {data.origin === 'fallback' && ' · built-in fallback data'}
            {data.origin === 'simulated' && ' · simulated feed'}
          </span>
          <button
            type="button"
            className="btn-secondary inline-flex items-center gap-2"
            onClick={onRefresh}
            disabled={refreshing}
          >
            <RefreshCw aria-hidden size={14} className={refreshing ? 'animate-spin' : undefined} />
            Refresh
          </button>
          <IconsButton coins={data.coins} />
          <CacheManager />
        </div>
      </div>

      {(error || message) && (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-600/60 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <AlertTriangle aria-hidden size={18} />
          <span className="flex-1">
            {error ?? message}
            {data.serverError && (
              <span className="block text-sm opacity-80" data-testid="server-error">
                {data.serverError}
              </span>
            )}
          </span>
          <button type="button" className="btn-secondary" onClick={onRefresh}>
            Retry
          </button>
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label="Categories">
        <button
          type="button"
          className="chip"
          aria-pressed={category === null}
          onClick={() => setCategory(null)}
        >
          All <span className="muted">({data.coins.length})</span>
        </button>
        {FILTER_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          >
            {CATEGORY_LABELS[c]} <span className="muted">({counts[c]})</span>
          </button>
        ))}
      </div>
      <form
        role="search"
        method="get"
        action="/markets"
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(search.trim());
        }}
      >
        <label htmlFor="markets-search" className="sr-only">
          Search cryptocurrencies
        </label>
        <div className="relative max-w-sm">
          <Search
            aria-hidden
            size={16}
            className="muted pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
          />
          <input
            id="markets-search"
            name="search"
            type="search"
            maxLength={100}
            autoComplete="off"
            placeholder="Search by name or symbol"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="w-full rounded-md border border-[var(--border)] bg-[var(--surface)] py-2 pr-3 pl-9 text-sm"
          />
        </div>
      </form>
      {search.trim() && (
        <p className="mt-4 text-sm">
          Results for <strong>“{search}”</strong>: {visible.length}
        </p>
      )}
      {/* Phones hide the volume and market cap columns: their sort lives in this menu. */}
      <label className="mt-4 flex items-center gap-2 text-sm sm:hidden">
        Sort by
        <select
          className="rounded-md border border-[var(--border)] bg-[var(--surface)] px-2 py-1"
          value={`${sort.key}:${sort.order}`}
          onChange={(e) => {
            const [key, order] = e.target.value.split(':') as [SortKey, SortOrder];
            setSort({ key, order });
            setPage(1);
          }}
        >
          {!PHONE_SORTS.some(([k, o]) => k === sort.key && o === sort.order) && (
            <option value={`${sort.key}:${sort.order}`}>Current order</option>
          )}
          {PHONE_SORTS.map(([key, order, label]) => (
            <option key={`${key}:${order}`} value={`${key}:${order}`}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4 scroll-mt-4" ref={tableTop}>
        <RankingsTable
          coins={visible}
          sparklines={sparklines}
          sort={sort.key}
          order={sort.order}
          page={page}
          onSort={onSort}
          onPage={(next) => setPage(next, { scroll: true })}
        />
      </div>
    </main>
  );
}

/** State that starts from a value and follows it whenever the value itself changes (Back, a link). */
function useFollowedState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  const [followed, setFollowed] = useState(value);
  // Adjusted while rendering (React's pattern for state derived from a changing value), not in an effect.
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setState(value);
  }
  return [state, setState];
}
