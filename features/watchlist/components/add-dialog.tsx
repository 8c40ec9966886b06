// 'Add Cryptocurrencies to Watchlist': the top 500 coins not yet watched, or up to 100 matches of a search from 2
// characters (300 ms after the last key), several chosen at once; an optional cap on the choice.
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { LoadFailure } from '../../../ui/load-failure';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import { apiLoad, listOf, shape } from '../../../platform/browser/api';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { coinImageUrl } from '../../media';
import type { CoinReference } from '../../reference';
import { CoinIcon } from '../../market';
import {
  ADD_DIALOG_DEBOUNCE_MS,
  ADD_DIALOG_MIN_CHARS,
  ADD_DIALOG_SEARCH_LIMIT,
  ADD_DIALOG_TOP,
  WATCHLIST_MESSAGES as M,
} from '../rules';

/** A coin of the reference's top list or search, as the dialog lists it. */
type ReferenceCoin = Pick<CoinReference, 'id' | 'symbol' | 'name' | 'rank'>;

const coinsOf = listOf(
  shape<ReferenceCoin>({ id: 'number', symbol: 'string', name: 'string', rank: 'number?' }),
);

function loadCoins(term: string): Promise<ReferenceCoin[]> {
  const url =
    term.length >= ADD_DIALOG_MIN_CHARS
      ? `/api/crypto-reference/search?q=${encodeURIComponent(term)}&limit=${ADD_DIALOG_SEARCH_LIMIT}`
      : `/api/crypto-reference/top?limit=${ADD_DIALOG_TOP}`;
  return apiLoad(fetch, url, coinsOf);
}

/** Up, Down, Home and End move through the list's boxes: the list is one stop for Tab, not one per coin. */
function moveThroughList(event: KeyboardEvent<HTMLUListElement>) {
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const at = boxes.indexOf(document.activeElement as HTMLInputElement);
  if (at < 0 || boxes.length === 0) return;
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: boxes.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  boxes[Math.max(0, Math.min(boxes.length - 1, to))]!.focus();
}

/** The search text once it has not changed for the debounce delay. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function AddDialog({
  open,
  watched,
  maxSelections,
  onClose,
  onAdd,
}: {
  open: boolean;
  /** Coin ids already on the watchlist: not offered. */
  watched: ReadonlySet<number>;
  maxSelections?: number;
  onClose(): void;
  /** Adds the chosen coins; answers the failures' messages (none: all added). */
  onAdd(coins: { coin_id: number; symbol: string; name: string; image_url: string }[]): Promise<string[]>;
}) {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Map<number, ReferenceCoin>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useDebounced(term.trim(), ADD_DIALOG_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['watchlist', 'add-dialog', search.length >= ADD_DIALOG_MIN_CHARS ? search : ''],
    queryFn: () => loadCoins(search),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const offered = (query.data ?? []).filter((c) => !watched.has(c.id));
  /** No room left: said at once, and nothing can be chosen. */
  const full = maxSelections === 0;

  function reset() {
    setTerm('');
    setChosen(new Map());
    setMessage(null);
  }

  function toggle(coin: ReferenceCoin) {
    setMessage(null);
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(coin.id)) next.delete(coin.id);
      else if (maxSelections !== undefined && next.size >= maxSelections) {
        setMessage(M.maxSelections(maxSelections));
        return current;
      } else next.set(coin.id, coin);
      return next;
    });
  }

  async function submit() {
    setBusy(true);
    const failures = await onAdd(
      [...chosen.values()].map((c) => ({
        coin_id: c.id,
        symbol: c.symbol,
        name: c.name,
        image_url: coinImageUrl(c),
      })),
    );
    setBusy(false);
    // Coins refused for one reason say it once.
    if (failures.length) return setMessage([...new Set(failures)].join(' '));
    reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      className="surface m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-[var(--border)] p-0 shadow-xl backdrop:bg-black/50"
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b border-[var(--border)] p-4">
        <DialogTitle className="text-lg font-bold">Add Cryptocurrencies to Watchlist</DialogTitle>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <X aria-hidden size={18} />
        </button>
      </div>
      <div className="p-4">
        <div className="relative">
          <Search
            aria-hidden
            size={16}
            className="muted pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
          />
          <input
            type="search"
            className="field pl-9"
            aria-label="Search cryptocurrencies"
            placeholder={`Search by name or symbol (${ADD_DIALOG_MIN_CHARS}+ characters)`}
            maxLength={100}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <p className="muted mt-2 text-xs" aria-live="polite">
          {!query.data
            ? 'Loading the coins…'
            : search.length >= ADD_DIALOG_MIN_CHARS
              ? `${offered.length} matches for “${search}”`
              : `Top ${offered.length} coins not on your watchlist`}
          {chosen.size > 0 && ` · ${chosen.size} selected`}
          {query.data && offered.length > 0 && ' · arrow keys move through the list, Space selects'}
        </p>
        {full && (
          <p role="alert" className="form-error mt-2" data-testid="watchlist-full">
            {M.full}. Remove a coin to add another.
          </p>
        )}
        {message && (
          <p role="alert" className="form-error mt-2">
            {message}
          </p>
        )}
        <ul
          className="mt-2 h-80 overflow-y-auto rounded-lg border border-[var(--border)]"
          aria-label="Cryptocurrencies"
          data-testid="add-dialog-list"
          onKeyDown={moveThroughList}
        >
          {query.isPending && <li className="muted p-3 text-sm">Loading…</li>}
          {query.isError && !query.data && (
            <li className="p-2">
              <LoadFailure
                message={loadFailureText('the coins', query.error)}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </li>
          )}
          {query.data && offered.length === 0 && (
            <li className="muted p-3 text-sm">No cryptocurrencies found for “{search}”</li>
          )}
          {offered.map((coin, i) => (
            <li key={coin.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-[var(--surface-2)]">
                <input
                  type="checkbox"
                  tabIndex={i === 0 ? 0 : -1}
                  disabled={full}
                  checked={chosen.has(coin.id)}
                  onChange={() => toggle(coin)}
                  className="h-4 w-4"
                />
                <CoinIcon symbol={coin.symbol} id={coin.id} size={24} />
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium">{coin.name}</span>{' '}
                  <span className="muted">{coin.symbol}</span>
                </span>
                {coin.rank !== null && <span className="muted text-xs">#{coin.rank}</span>}
              </label>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-end gap-2 border-t border-[var(--border)] p-4">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={chosen.size === 0 || busy}
          onClick={() => void submit()}
        >
          Add ({chosen.size}) to Watchlist
        </button>
      </div>
    </Dialog>
  );
}
