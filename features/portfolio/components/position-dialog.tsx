// The 'Add Position' / 'Edit Position' dialog (spec section 5): coin search over the first 100 listings, the
// form's rules shared with the server, a total investment preview, and the save failure text.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { dec, isDecimalText } from '../../../lib/decimal';
import { formatPrice } from '../../../lib/format';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import { CoinIcon, type Coin } from '../../market';
import type { WriteOutcome } from '../client/use-portfolio';
import { useMoney } from '../../settings';
import { formatUsd } from '../format';
import {
  EARLIEST_PURCHASE_DAY,
  COIN_SEARCH_DEBOUNCE_MS,
  COIN_SEARCH_LISTINGS,
  COIN_SEARCH_SUGGESTIONS,
  PORTFOLIO_MESSAGES as M,
  PRICE_STEP,
  QUANTITY_STEP,
  validatePosition,
  type PositionErrors,
  type PositionField,
  type PositionInput,
} from '../rules';
import type { PositionRow } from '../valuation';

/** A listed coin as the dialog offers it: its names and price (null when the listing has none). */
type Listing = Pick<Coin, 'id' | 'symbol' | 'name'> & { price: number | null };

/** GET …/listings/latest?limit=100 (PORT-042). */
async function loadListings(): Promise<Listing[]> {
  const res = await fetch(`/api/coinmarketcap/cryptocurrency/listings/latest?limit=${COIN_SEARCH_LISTINGS}`);
  if (!res.ok) throw new Error(`listings ${res.status}`);
  const body = (await res.json()) as {
    data?: { id: number; symbol: string; name: string; quote?: { USD?: { price?: number | null } } }[];
  };
  return (body.data ?? []).map((c) => ({
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

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The chosen day as an ISO timestamp: its local midnight, never later than now (PORT-037). */
const dayToIso = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d).toISOString() : '';
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function PositionDialog({
  editing,
  onSave,
  onClose,
}: {
  /** The lot being edited; null to add one. */
  editing: PositionRow | null;
  onSave: (input: PositionInput, id?: string) => Promise<WriteOutcome>;
  onClose: () => void;
}) {
  const ids = useId();
  const money = useMoney();
  const [coin, setCoin] = useState<{ id: number; symbol: string; name: string } | null>(
    editing ? { id: editing.coin_id, symbol: editing.symbol, name: editing.name } : null,
  );
  const [term, setTerm] = useState(editing ? `${editing.name} (${editing.symbol})` : '');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [quantity, setQuantity] = useState(editing?.quantity ?? '');
  const [price, setPrice] = useState(editing?.purchase_price ?? '');
  const [day, setDay] = useState(editing ? localDay(new Date(editing.purchase_date)) : localDay(new Date()));
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [errors, setErrors] = useState<PositionErrors>({});
  const [failure, setFailure] = useState<{ error: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

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

  const clear = (field: PositionField) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };
  const choose = (c: Listing) => {
    setCoin({ id: c.id, symbol: c.symbol, name: c.name });
    setTerm(`${c.name} (${c.symbol})`);
    setListOpen(false);
    clear('symbol');
    if (!price && c.price) setPrice(String(c.price));
  };

  const total = isDecimalText(quantity) && isDecimalText(price) ? dec(quantity).times(price).toFixed() : null;
  const today = localDay(new Date());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const iso = day ? dayToIso(day) : '';
    const found = validatePosition(
      { symbol: coin?.symbol ?? '', quantity, purchase_price: price, purchase_date: iso },
      Date.now(),
    );
    if (day && day > today) found.purchase_date = M.dateFuture;
    // Compared as days: a year before 100 would turn into 19xx on its way to a date.
    if (day && day < EARLIEST_PURCHASE_DAY) found.purchase_date = M.dateTooEarly;
    setErrors(found);
    if (Object.values(found).some(Boolean) || !coin) return;
    setSaving(true);
    const outcome = await onSave(
      {
        symbol: coin.symbol,
        name: coin.name,
        coin_id: coin.id,
        image_url: null,
        quantity: quantity.trim(),
        purchase_price: price.trim(),
        purchase_date: iso,
        notes: notes.trim() || null,
      },
      editing?.id,
    );
    setSaving(false);
    if (outcome.ok) onClose();
    else setFailure({ error: outcome.error, detail: outcome.detail });
  }

  const title = editing ? 'Edit Position' : 'Add Position';
  const errorId = (f: PositionField) => `${ids}-${f}-error`;
  const fieldError = (f: PositionField) =>
    errors[f] ? (
      <p id={errorId(f)} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {errors[f]}
      </p>
    ) : null;
  const described = (f: PositionField) => (errors[f] ? errorId(f) : undefined);
  const listId = `${ids}-coins`;
  const current = suggestions[active];

  return (
    <Dialog
      className="surface m-auto w-[min(32rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] p-0 shadow-xl backdrop:bg-black/50"
      onClose={onClose}
      data-testid="position-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 p-5">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X aria-hidden size={18} />
          </button>
        </div>

        <div className="relative">
          <label htmlFor={`${ids}-coin`} className="field-label">
            Cryptocurrency
          </label>
          <input
            id={`${ids}-coin`}
            className="field"
            role="combobox"
            autoComplete="off"
            placeholder="Search by name or symbol"
            aria-expanded={listOpen && suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={listOpen && current ? `${listId}-${current.id}` : undefined}
            aria-invalid={errors.symbol ? true : undefined}
            aria-describedby={described('symbol')}
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setCoin(null);
              setListOpen(true);
              setActive(0);
              clear('symbol');
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
          {fieldError('symbol')}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-quantity`} className="field-label">
              Quantity
            </label>
            <input
              id={`${ids}-quantity`}
              className="field"
              type="number"
              inputMode="decimal"
              step={QUANTITY_STEP}
              min="0"
              value={quantity}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={described('quantity')}
              onChange={(e) => {
                setQuantity(e.target.value);
                clear('quantity');
              }}
            />
            {fieldError('quantity')}
          </div>
          <div>
            <label htmlFor={`${ids}-price`} className="field-label">
              Purchase price (USD)
            </label>
            <input
              id={`${ids}-price`}
              className="field"
              type="number"
              inputMode="decimal"
              step={PRICE_STEP}
              min="0"
              value={price}
              aria-invalid={errors.purchase_price ? true : undefined}
              aria-describedby={described('purchase_price')}
              onChange={(e) => {
                setPrice(e.target.value);
                clear('purchase_price');
              }}
            />
            {fieldError('purchase_price')}
          </div>
        </div>

        <div>
          <label htmlFor={`${ids}-date`} className="field-label">
            Purchase date
          </label>
          <input
            id={`${ids}-date`}
            className="field"
            type="date"
            min={EARLIEST_PURCHASE_DAY}
            max={today}
            value={day}
            aria-invalid={errors.purchase_date ? true : undefined}
            aria-describedby={described('purchase_date')}
            onChange={(e) => {
              setDay(e.target.value);
              clear('purchase_date');
            }}
          />
          {fieldError('purchase_date')}
        </div>

        <div>
          <label htmlFor={`${ids}-notes`} className="field-label">
            Notes (optional)
          </label>
          <textarea
            id={`${ids}-notes`}
            className="field"
            rows={2}
            maxLength={1000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>

        <p className="rounded-lg bg-[var(--surface-2)] px-3 py-2 text-sm" data-testid="investment-preview">
          Total investment: <strong>{formatUsd(total)}</strong>
          {/* The form works in dollars, as positions are stored; the reader's currency is shown beside it. */}
          {money.currency !== 'USD' && total !== null && (
            <span className="muted"> ≈ {money.formatSum(total)}</span>
          )}
        </p>

        {failure && (
          <div role="alert" className="form-error">
            <p>{failure.error}</p>
            {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
          </div>
        )}

        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving…' : editing ? 'Save Changes' : 'Add Position'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
