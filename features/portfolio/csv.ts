// The portfolio's CSV: the export (one row per holding, spec columns, formula-safe cells) and the parse of an
// import, which takes the same file back (one lot per row at its average price; see docs/decisions).
import Papa from 'papaparse';
import { dec, isDecimalText, toColumn } from '../../lib/decimal';
import {
  CSV_COLUMNS,
  IMPORT_MAX_ROWS,
  NOTES_MAX_LENGTH,
  PORTFOLIO_MESSAGES,
  validatePosition,
  type ImportRowError,
} from './rules';
import type { Valuation } from './valuation';

/** A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet will show as text: a leading apostrophe before a formula start (OWASP's advice). Plain
 * numbers stay as they are, so a negative P&L is still a number.
 */
export function neutraliseCell(cell: string): string {
  if (!FORMULA_START.test(cell) || isDecimalText(cell)) return cell;
  return `'${cell}`;
}

/** Undoes neutraliseCell on import, so a name that began with '=' comes back as it was exported. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const money = (v: string | null) => (v === null ? '' : toColumn(v, 2));
/** A market price to 8 significant digits, so a coin under a cent keeps its figures ($114,392.03; $0.000012345679). */
const marketPrice = (v: string | null) => (v === null ? '' : dec(dec(v).toPrecision(8)).toFixed());

/** The export file's text (PORT-046): a header, then one row per holding. */
export function portfolioCsv(valuation: Valuation): string {
  const rows = valuation.holdings.map((h) =>
    [
      h.symbol,
      h.name,
      h.quantity,
      h.avgPrice,
      marketPrice(h.currentPrice),
      money(h.value),
      money(h.pnl),
      h.pnlPercent === null ? '' : toColumn(dec(h.pnlPercent), 2),
    ].map(neutraliseCell),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

export interface ImportedRow {
  line: number;
  symbol: string;
  name: string;
  quantity: string;
  purchase_price: string;
  purchase_date: string;
  notes: string | null;
}

/** A file that could be read: its good rows, and each other row's problem by line (the caller checks the coins). */
export type ParsedImport =
  { ok: true; rows: ImportedRow[]; errors: ImportRowError[] } | { ok: false; error: string; rows?: never };

const PRICE_COLUMNS = ['Avg Price', 'Purchase Price'];
const DATE_COLUMNS = ['Purchase Date', 'Date'];

/**
 * Reads an import file: the export's columns (Symbol, Quantity and Avg Price are needed; Current Price, Value and
 * the P&L columns are ignored), with an optional Purchase Date and Notes. Each row becomes one lot bought at its
 * Avg Price, on its own date or else `now`. Answers the rows, and the problems row by row.
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
    const dateText = cell(row, dateColumn);
    const date = dateText ? new Date(dateText) : new Date(today);
    const candidate = {
      line,
      symbol: cell(row, 'Symbol').toUpperCase(),
      name: cell(row, 'Name'),
      quantity: cell(row, 'Quantity'),
      purchase_price: cell(row, priceColumn),
      purchase_date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
      notes: cell(row, 'Notes').slice(0, NOTES_MAX_LENGTH) || null,
    };
    const problems = validatePosition(candidate, now);
    const first = problems.symbol ?? problems.quantity ?? problems.purchase_price ?? problems.purchase_date;
    if (first) errors.push({ line, error: first });
    else rows.push(candidate);
  });
  return { ok: true, rows, errors };
}
