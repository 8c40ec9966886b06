// The dashboard header's coin search: from 2 characters, up to 8 of the loaded coins with logo, name, symbol,
// price and 24h change; Enter (or 'View all results for …') opens the markets page's search; a click outside or
// Escape closes the list. A combobox: arrow keys move through the suggestions.
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDismiss } from '../../../ui/menu';
import { formatChange, formatPrice, changeClass } from '../../../lib/format';
import { coinHref } from '../addresses';
import { HEADER_SEARCH_MIN_CHARS, matchLoadedCoins } from '../client/coin-search';
import type { Coin } from '../schemas';
import { CoinIcon } from './coin-icon';

export const marketsSearchHref = (term: string) => `/markets?search=${encodeURIComponent(term.trim())}`;

export function HeaderCoinSearch({
  coins,
  formatUsd = formatPrice,
}: {
  coins: readonly Coin[];
  /** Prices in the reader's currency (dollars unless given). */
  formatUsd?: (valueUsd: number) => string;
}) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const matches = useMemo(() => matchLoadedCoins(coins, term), [coins, term]);
  const searching = term.trim().length >= HEADER_SEARCH_MIN_CHARS;
  const shown = open && searching;
  // The options: each match, then 'View all results'.
  const optionCount = matches.length + 1;

  useDismiss(box, shown, () => setOpen(false));

  function go(href: string) {
    setOpen(false);
    setTerm('');
    setActive(-1);
    void navigate(href);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!term.trim()) return;
    const chosen = matches[active];
    go(chosen ? coinHref(chosen) : marketsSearchHref(term));
  }

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <form ref={box} role="search" className="relative w-full max-w-xs" onSubmit={submit}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search cryptocurrencies
      </label>
      <Search
        aria-hidden
        size={16}
        className="muted pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
      />
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder="Search coins…"
        className="field pl-9"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          } else if (e.key === 'ArrowDown' && searching) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % optionCount);
          } else if (e.key === 'ArrowUp' && searching) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
          }
        }}
      />
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching cryptocurrencies"
          className="surface absolute top-full right-0 left-0 z-50 mt-1 max-h-[75vh] min-w-64 overflow-y-auto rounded-lg border border-[var(--border)] py-1 shadow-lg"
          data-testid="header-search-results"
        >
          {matches.length === 0 && (
            <li role="presentation" className="muted px-3 py-2 text-sm">
              No cryptocurrencies found for &ldquo;{term.trim()}&rdquo;
            </li>
          )}
          {matches.map((coin, i) => (
            <li
              key={coin.id}
              id={optionId(i)}
              role="option"
              aria-selected={active === i}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${active === i ? 'bg-[var(--surface-2)]' : 'hover:bg-[var(--surface-2)]'}`}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => go(coinHref(coin))}
            >
              <CoinIcon symbol={coin.symbol} id={coin.id} size={24} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{coin.name}</span>
                <span className="muted block text-xs">{coin.symbol}</span>
              </span>
              <span className="text-right tabular-nums">
                <span className="block">{formatUsd(coin.price)}</span>
                <span className={`block text-xs ${changeClass(coin.change24h)}`}>
                  {formatChange(coin.change24h)}
                </span>
              </span>
            </li>
          ))}
          <li
            id={optionId(matches.length)}
            role="option"
            aria-selected={active === matches.length}
            className={`link cursor-pointer border-t border-[var(--border)] px-3 py-2 text-sm ${active === matches.length ? 'bg-[var(--surface-2)]' : ''}`}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => go(marketsSearchHref(term))}
          >
            View all results for &ldquo;{term.trim()}&rdquo;
          </li>
        </ul>
      )}
    </form>
  );
}
