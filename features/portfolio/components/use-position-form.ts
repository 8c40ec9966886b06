// The position dialog's form: the coin chosen, the lot's fields, the rules shared with the server plus the day's
// bounds, the total investment preview, and saving with the failure text.
import { useState, type FormEvent } from 'react';
import { dec, isDecimalText } from '../../../lib/decimal';
import type { Coin } from '../../market';
import type { WriteOutcome } from '../client/use-portfolio';
import {
  EARLIEST_PURCHASE_DAY,
  PORTFOLIO_MESSAGES as M,
  validatePosition,
  type PositionErrors,
  type PositionField,
  type PositionInput,
} from '../rules';
import type { PositionRow } from '../valuation';
import type { Listing } from './coin-picker';

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The chosen day as an ISO timestamp: its local midnight, never later than now (PORT-037). */
const dayToIso = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d).toISOString() : '';
};

export function usePositionForm({
  editing,
  onSave,
  onClose,
}: {
  /** The lot being edited; null to add one. */
  editing: PositionRow | null;
  onSave: (input: PositionInput, id?: string) => Promise<WriteOutcome>;
  onClose: () => void;
}) {
  const [coin, setCoin] = useState<Pick<Coin, 'id' | 'symbol' | 'name'> | null>(
    editing ? { id: editing.coin_id, symbol: editing.symbol, name: editing.name } : null,
  );
  const [quantity, setQuantity] = useState(editing?.quantity ?? '');
  const [price, setPrice] = useState(editing?.purchase_price ?? '');
  const [day, setDay] = useState(editing ? localDay(new Date(editing.purchase_date)) : localDay(new Date()));
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [errors, setErrors] = useState<PositionErrors>({});
  const [failure, setFailure] = useState<{ error: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  /** A field changed: its error and the save failure go. */
  const clear = (field: PositionField) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };
  /** A coin picked from the list; its price fills an empty purchase price. */
  const chooseCoin = (c: Listing) => {
    setCoin({ id: c.id, symbol: c.symbol, name: c.name });
    clear('symbol');
    if (!price && c.price) setPrice(String(c.price));
  };
  const editCoin = () => {
    setCoin(null);
    clear('symbol');
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

  return {
    fields: { quantity, price, day, notes },
    set: { quantity: setQuantity, price: setPrice, day: setDay, notes: setNotes },
    errors,
    failure,
    saving,
    total,
    today,
    clear,
    chooseCoin,
    editCoin,
    submit,
  };
}
