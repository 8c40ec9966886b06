// The position dialog's coin picker (spec section 5): a combobox over the first 100 listings, matching names and
// symbols as one types, with each coin's icon and price.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { apiLoad, listOf, shape } from '../../../platform/browser/api';
import { loadFailureText } from '../../../platform/browser/load-failure';
import { LoadFailure } from '../../../ui/load-failure';
import { CoinIcon, type CmcListing, type Coin } from '../../market';
import { COIN_SEARCH_DEBOUNCE_MS, COIN_SEARCH_LISTINGS, COIN_SEARCH_SUGGESTIONS } from '../rules';

/** A listed coin as the picker offers it: its names and price (null when the listing has none). */
export type Listing = Pick<Coin, 'id' | 'symbol' | 'name'> & { price: Coin['price'] | null };

/** What the picker reads of a listing (an untracked coin's price is null). */
type ListedCoin = Pick<CmcListing, 'id' | 'symbol' | 'name'> & {
  quote?: { USD?: Partial<Pick<CmcListing['quote']['USD'], 'price'>> };
};

/** What the picker reads of the listings answer (its `data`). */
const listingsAnswer = listOf(
  shape<ListedCoin>({ id: 'number', symbol: 'string', name: 'string', quote: 'object?' }),
);

/** GET …/listings/latest?limit=100 (PORT-042). */
async function loadListings(): Promise<Listing[]> {
  const listed = await apiLoad(
    fetch,
    `/api/coinmarketcap/cryptocurrency/listings/latest?limit=${COIN_SEARCH_LISTINGS}`,
    listingsAnswer,
  );
  return listed.map((c) => ({
    id: c.id,
    symbol: c.symbol,
    name: c.name,
    price: c.quote?.USD?.price ?? null,
  }));
}

/** Matches of a term among the listings, at most 10 (PORT-043). */
export function matchListings(listings: readonly Listing[], term: string): Listing[] {
  const q = term.trim().toLowerCase();
  if (!q) return listings.slice(0, COIN_SEARCH_SUGGESTIONS);
  return listings
    .filter((c) => c.symbol.toLowerCase().includes(q) || c.name.toLowerCase().includes(q))
    .slice(0, COIN_SEARCH_SUGGESTIONS);
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The text a chosen coin shows in the box. */
export const pickedText = (coin: Pick<Coin, 'symbol' | 'name'>) => `${coin.name} (${coin.symbol})`;

export function CoinPicker({
  idPrefix,
  initialTerm,
  invalid,
  describedBy,
  onChoose,
  onEdit,
}: {
  /** The input is `{idPrefix}-coin` (its label's target), the list `{idPrefix}-coins`. */
  idPrefix: string;
  initialTerm: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChoose: (coin: Listing) => void;
  /** The text changed: no coin is chosen until one is picked again. */
  onEdit: () => void;
}) {
  const [term, setTerm] = useState(initialTerm);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(0);

  const listings = useQuery({
    queryKey: ['portfolio', 'listings'],
    queryFn: loadListings,
    staleTime: 120_000,
  });
  const debounced = useDebounced(term, COIN_SEARCH_DEBOUNCE_MS);
  const suggestions = useMemo(
    () => matchListings(listings.data ?? [], debounced),
    [listings.data, debounced],
  );

  const choose = (c: Listing) => {
    setTerm(pickedText(c));
    setListOpen(false);
    onChoose(c);
  };

  const listId = `${idPrefix}-coins`;
  const current = suggestions[active];

  return (
    <>
      <input
        id={`${idPrefix}-coin`}
        className="field"
        role="combobox"
        autoComplete="off"
        placeholder="Search by name or symbol"
        aria-expanded={listOpen && suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && current ? `${listId}-${current.id}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setListOpen(true);
          setActive(0);
          onEdit();
        }}
        onFocus={() => setListOpen(true)}
        onBlur={() => setTimeout(() => setListOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setListOpen(true);
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter' && listOpen && current) {
            e.preventDefault();
            choose(current);
          } else if (e.key === 'Escape' && listOpen) {
            e.preventDefault();
            setListOpen(false);
          }
        }}
      />
      {listOpen && suggestions.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Cryptocurrencies"
          className="surface absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-[var(--border)] shadow-lg"
        >
          {suggestions.map((c, i) => (
            <li
              key={c.id}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? 'bg-[var(--surface-2)]' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(c)}
            >
              <CoinIcon symbol={c.symbol} id={c.id} size={20} />
              <span className="font-medium">{c.name}</span>
              <span className="muted">{c.symbol}</span>
              {c.price !== null && <span className="muted ml-auto">{formatPrice(c.price)}</span>}
            </li>
          ))}
        </ul>
      )}
      {listings.isError && (
        <LoadFailure
          className="mt-2"
          message={loadFailureText('the list of coins', listings.error)}
          onRetry={() => void listings.refetch()}
          retrying={listings.isFetching}
        />
      )}
    </>
  );
}
