// The portfolio's CSV: the export (one row per lot, the spec's columns then the lot's own, formula-safe cells) and
// the parse of an import, which takes the same file back lot for lot (and the spec's shorter file; decision 20).
import Papa from 'papaparse';
import { dec, isDecimalText, toFixedPlaces, toSignificant } from '../../lib/decimal';
import { isBlankText } from '../../lib/text';
import {
  CSV_COLUMNS,
  CSV_LOT_COLUMNS,
  IMPORT_MAX_ROWS,
  NOTES_MAX_LENGTH,
  PORTFOLIO_MESSAGES,
  validatePosition,
  type ImportRowError,
} from './rules';
import type { LotValuation, Valuation } from './valuation';

/** A note as the API keeps it: none when nothing of it would show (only zero-width spaces, say). */
const noteOf = (text: string) => (isBlankText(text) ? null : text.slice(0, NOTES_MAX_LENGTH));

/** A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet will show as text: a leading apostrophe before a formula start (OWASP's advice). Plain
 * numbers stay as they are, so a negative P&L is still a number. A text that already starts with an apostrophe gets
 * one more, so the import's restoreCell gives every text back as it was.
 */
export function neutraliseCell(cell: string): string {
  if (cell.startsWith("'")) return `'${cell}`;
  if (!FORMULA_START.test(cell) || isDecimalText(cell)) return cell;
  return `'${cell}`;
}

/** Undoes neutraliseCell on import, so a name that began with '=' comes back as it was exported. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && /^[=+\-@\t\r']/.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Sums in dollars with cents ('1234.50'), as the page shows them. */
const money = (v: string | null) => (v === null ? '' : toFixedPlaces(v, 2));
/** A price to 8 significant digits, so a coin under a cent keeps its figures ($114,392.03; $0.000012345679). */
const price = (v: string | null) => (v === null ? '' : toSignificant(v, 8));

/** Lots by value, largest first; lots without a price last; then by coin and day, so the order is stable. */
function byValue(a: LotValuation, b: LotValuation): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    const order = dec(b.value).cmp(a.value);
    if (order !== 0) return order;
  }
  return (
    a.position.symbol.localeCompare(b.position.symbol) ||
    a.position.purchase_date.localeCompare(b.position.purchase_date)
  );
}

/**
 * The export file's text (PORT-046, extended): a header, then one row per lot, largest value first, ending with a
 * line break. `pricesAt` is when the prices it is valued at were taken: the page passes the ones it shows.
 */
export function portfolioCsv(valuation: Valuation, pricesAt: number | null): string {
  const at = pricesAt === null ? '' : new Date(pricesAt).toISOString();
  const rows = valuation.holdings
    .flatMap((h) => h.lots)
    .sort(byValue)
    .map((l) =>
      [
        l.position.symbol,
        l.position.name,
        l.quantity,
        price(l.position.purchase_price),
        price(l.currentPrice),
        money(l.value),
        money(l.pnl),
        money(l.pnlPercent),
        l.position.purchase_date,
        l.position.notes ?? '',
        l.position.purchase_price,
        String(l.position.coin_id),
        at,
      ].map(neutraliseCell),
    );
  const header = [...CSV_COLUMNS, ...CSV_LOT_COLUMNS];
  return `${Papa.unparse({ fields: header, data: rows }, { newline: '\r\n' })}\r\n`;
}

/** A Coin ID cell's id, or null when it is empty or not one (the row's symbol then names the coin). */
function coinIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface ImportedRow {
  line: number;
  symbol: string;
  name: string;
  quantity: string;
  purchase_price: string;
  purchase_date: string;
  notes: string | null;
  /** The file's Coin ID, when it has one: it names the coin even where two coins share a symbol. */
  coin_id: number | null;
}

/** A file that could be read: its good rows, and each other row's problem by line (the caller checks the coins). */
export type ParsedImport =
  { ok: true; rows: ImportedRow[]; errors: ImportRowError[] } | { ok: false; error: string; rows?: never };

// The exact Purchase Price first: Avg Price is rounded for reading (8 significant digits).
const PRICE_COLUMNS = ['Purchase Price', 'Avg Price'];
const DATE_COLUMNS = ['Purchase Date', 'Date'];

/**
 * Reads an import file: the export's columns (Symbol, Quantity and a price are needed; Current Price, Value, the
 * P&L columns and Prices As Of are ignored), with an optional Purchase Date, Notes, Purchase Price and Coin ID. Each
 * row becomes one lot bought at its Purchase Price (else its Avg Price), on its own date or else `now`. Answers
 * the rows, and the problems row by row.
 */
export function parseImport(text: string, now: number): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => restoreCell(h.trim()),
  });
  const fields = parsed.meta.fields ?? [];
  const pick = (names: string[]) =>
    names.find((n) => fields.some((f) => f.toLowerCase() === n.toLowerCase()));
  const priceColumn = pick(PRICE_COLUMNS);
  const missing = [
    ...(pick(['Symbol']) ? [] : ['Symbol']),
    ...(pick(['Quantity']) ? [] : ['Quantity']),
    ...(priceColumn ? [] : ['Avg Price']),
  ];
  if (missing.length) return { ok: false, error: PORTFOLIO_MESSAGES.importMissingColumns(missing) };
  if (parsed.data.length === 0) return { ok: false, error: PORTFOLIO_MESSAGES.importEmpty };
  if (parsed.data.length > IMPORT_MAX_ROWS) {
    return { ok: false, error: PORTFOLIO_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS) };
  }
  const dateColumn = pick(DATE_COLUMNS);
  const cell = (row: Record<string, string>, name: string | undefined) => {
    if (!name) return '';
    const key = fields.find((f) => f.toLowerCase() === name.toLowerCase());
    return restoreCell((key ? row[key] : undefined)?.trim() ?? '');
  };
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.row !== undefined) rowErrors.set(e.row, e.message);
  }
  const today = new Date(now).toISOString();
  const rows: ImportedRow[] = [];
  const errors: ImportRowError[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const syntax = rowErrors.get(index);
    if (syntax) {
      errors.push({ line, error: syntax });
      return;
    }
    const candidate = {
      line,
      symbol: cell(row, 'Symbol').toUpperCase(),
      name: cell(row, 'Name'),
      quantity: cell(row, 'Quantity'),
      purchase_price: cell(row, priceColumn),
      // Checked as written (the API's rule), so a 2024-02-30 is refused rather than rolled over to March 1.
      purchase_date: cell(row, dateColumn) || today,
      notes: noteOf(cell(row, 'Notes')),
      coin_id: coinIdOf(cell(row, 'Coin ID')),
    };
    const problems = validatePosition(candidate, now);
    const first = problems.symbol ?? problems.quantity ?? problems.purchase_price ?? problems.purchase_date;
    if (first) errors.push({ line, error: first });
    else rows.push({ ...candidate, purchase_date: new Date(candidate.purchase_date).toISOString() });
  });
  return { ok: true, rows, errors };
}
