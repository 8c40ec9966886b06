// The 'Add Position' / 'Edit Position' dialog (spec section 5): the coin picker, the lot's fields with the form's
// rules shared with the server, a total investment preview, and the save failure text.
import { X } from 'lucide-react';
import { useId } from 'react';
import { Dialog, DialogTitle } from '../../../ui/dialog';
import type { WriteOutcome } from '../client/use-portfolio';
import { useMoney } from '../../settings';
import { formatUsd } from '../format';
import {
  EARLIEST_PURCHASE_DAY,
  PRICE_STEP,
  QUANTITY_STEP,
  type PositionField,
  type PositionInput,
} from '../rules';
import type { PositionRow } from '../valuation';
import { CoinPicker, pickedText } from './coin-picker';
import { usePositionForm } from './use-position-form';

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
  const form = usePositionForm({ editing, onSave, onClose });
  const { fields, errors } = form;

  const title = editing ? 'Edit Position' : 'Add Position';
  const errorId = (f: PositionField) => `${ids}-${f}-error`;
  const fieldError = (f: PositionField) =>
    errors[f] ? (
      <p id={errorId(f)} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {errors[f]}
      </p>
    ) : null;
  const described = (f: PositionField) => (errors[f] ? errorId(f) : undefined);

  return (
    <Dialog
      className="surface m-auto w-[min(32rem,calc(100vw-1.5rem))] rounded-xl border border-[var(--border)] p-0 shadow-xl backdrop:bg-black/50"
      onClose={onClose}
      data-testid="position-dialog"
    >
      <form onSubmit={(e) => void form.submit(e)} noValidate className="space-y-4 p-5">
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
          <CoinPicker
            idPrefix={ids}
            initialTerm={editing ? pickedText(editing) : ''}
            invalid={!!errors.symbol}
            describedBy={described('symbol')}
            onChoose={form.chooseCoin}
            onEdit={form.editCoin}
          />
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
              value={fields.quantity}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={described('quantity')}
              onChange={(e) => {
                form.set.quantity(e.target.value);
                form.clear('quantity');
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
              value={fields.price}
              aria-invalid={errors.purchase_price ? true : undefined}
              aria-describedby={described('purchase_price')}
              onChange={(e) => {
                form.set.price(e.target.value);
                form.clear('purchase_price');
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
            max={form.today}
            value={fields.day}
            aria-invalid={errors.purchase_date ? true : undefined}
            aria-describedby={described('purchase_date')}
            onChange={(e) => {
              form.set.day(e.target.value);
              form.clear('purchase_date');
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
            value={fields.notes}
            onChange={(e) => form.set.notes(e.target.value)}
          />
        </div>

        <p className="rounded-lg bg-[var(--surface-2)] px-3 py-2 text-sm" data-testid="investment-preview">
          Total investment: <strong>{formatUsd(form.total)}</strong>
          {/* The form works in dollars, as positions are stored; the reader's currency is shown beside it. */}
          {money.currency !== 'USD' && form.total !== null && (
            <span className="muted"> ≈ {money.formatSum(form.total)}</span>
          )}
        </p>

        {form.failure && (
          <div role="alert" className="form-error">
            <p>{form.failure.error}</p>
            {form.failure.detail && <p className="mt-1 text-xs">{form.failure.detail}</p>}
          </div>
        )}

        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={form.saving}>
            {form.saving ? 'Saving…' : editing ? 'Save Changes' : 'Add Position'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
