// The site's tables: a header row of column headers, one row of cells per item (or one row saying it is loading or
// has nothing), an optional caption, sortable or not. `Table` is the <table>; `DataTable` puts it in a card a
// keyboard can scroll sideways, with 'Loading data...', 'No data available', and an error box whose Retry loads
// again. The spacing is the page's (a `look`): the structure and its accessible names are the same everywhere.
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

export const TABLE_LOADING_TEXT = 'Loading data...';
export const TABLE_EMPTY_TEXT = 'No data available';

export interface Column<Row, Key extends string = string> {
  key: Key;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Classes of the column's header and body cells alike (one shown from a width on: 'hidden sm:table-cell'). */
  className?: string;
  /** Extra classes of this column's body cells (a row's value may pick them, such as a gain's colour). */
  cellClass?: (row: Row) => string;
  /** Its cells name their rows: <th scope="row">. */
  rowHeader?: boolean;
  /** A test id on each of its body cells. */
  cellTestId?: string;
  /** false: its header is no sort button, in a sortable table (a column of pictures). */
  sortable?: boolean;
}

/** Classes of a table's parts: where it sits decides its spacing. */
export interface TableLook {
  table: string;
  head?: string;
  headRow?: string;
  headCell: string;
  row?: string;
  cell: string;
  /** The one cell of the loading or empty row. */
  status: string;
}

/** The look of a table in a card of its own. */
export const CARD_TABLE: TableLook = {
  table: 'w-full text-sm',
  headRow: 'border-b border-[var(--border)]',
  headCell: 'px-4 py-3 font-semibold',
  row: 'border-b border-[var(--border)] last:border-0',
  cell: 'px-4 py-3',
  status: 'muted px-4 py-10 text-center',
};

/** The look of a list inside a card that holds more (a section's table): rows ruled above, the last column flush. */
export const LIST_TABLE: TableLook = {
  table: 'w-full text-sm',
  headRow: 'muted text-left',
  headCell: 'py-2 pr-3 font-medium last:pr-0',
  row: 'border-t border-[var(--border)]',
  cell: 'py-2 pr-3 last:pr-0',
  status: 'muted py-8 text-center',
};

export type SortOrder = 'asc' | 'desc';

export interface TableProps<Row, Key extends string = string> {
  columns: readonly Column<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Read by screen readers only. */
  caption?: ReactNode;
  look?: TableLook;
  /** The loading row, instead of the rows. */
  loading?: boolean;
  /** What the empty row says ('No data available' unless given); null: no empty row. */
  empty?: ReactNode;
  /** What the loading row says ('Loading data...' unless given). */
  loadingText?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** More attributes of a row (its test id, data-*); its classes are the look's. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  /** Sortable headers: a click on one calls onSort with its column's key; the sorted column shows which way. */
  sort?: { key: Key; order: SortOrder; onSort: (key: Key) => void };
  id?: string;
  testId?: string;
}

const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');
const alignOf = (align: 'left' | 'right' | undefined) => (align === 'right' ? 'text-right' : 'text-left');

export function Table<Row, Key extends string = string>({
  columns,
  rows,
  rowKey,
  caption,
  look = CARD_TABLE,
  loading = false,
  empty = TABLE_EMPTY_TEXT,
  loadingText = TABLE_LOADING_TEXT,
  onRowClick,
  rowProps,
  sort,
  id,
  testId,
}: TableProps<Row, Key>) {
  const status = (text: ReactNode, busy: boolean) => (
    <tr>
      <td colSpan={columns.length} className={look.status} role={busy ? 'status' : undefined}>
        {text}
      </td>
    </tr>
  );
  return (
    <table id={id} className={look.table} data-testid={testId}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={look.head}>
        <tr className={look.headRow}>
          {columns.map((c) => {
            const sorting = c.sortable === false ? undefined : sort;
            const sorted = sorting?.key === c.key ? sorting.order : undefined;
            return (
              <th
                key={c.key}
                scope="col"
                aria-sort={
                  sorting ? (sorted === 'asc' ? 'ascending' : sorted ? 'descending' : 'none') : undefined
                }
                className={join(look.headCell, alignOf(c.align), c.className)}
              >
                {sorting ? (
                  <button
                    type="button"
                    className={join(
                      'inline-flex items-center gap-1',
                      c.align === 'right' && 'flex-row-reverse',
                    )}
                    onClick={() => sorting.onSort(c.key)}
                  >
                    {c.header}
                    {sorted &&
                      (sorted === 'asc' ? (
                        <ArrowUp aria-hidden size={14} />
                      ) : (
                        <ArrowDown aria-hidden size={14} />
                      ))}
                  </button>
                ) : (
                  c.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {loading
          ? status(loadingText, true)
          : rows.length === 0
            ? empty !== null && status(empty, false)
            : rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  {...rowProps?.(row)}
                  className={join(look.row, onRowClick && 'cursor-pointer hover:bg-[var(--surface-2)]')}
                  onClick={onRowClick && (() => onRowClick(row))}
                >
                  {columns.map((c) => {
                    const Cell = c.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={c.key}
                        scope={c.rowHeader ? 'row' : undefined}
                        data-testid={c.cellTestId}
                        className={join(look.cell, alignOf(c.align), c.className, c.cellClass?.(row))}
                      >
                        {c.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
      </tbody>
    </table>
  );
}

export interface DataTableProps<Row, Key extends string = string> extends TableProps<Row, Key> {
  caption: string;
  /** The scrolling card's name; the caption unless given. */
  label?: string;
  /** Classes of the scrolling box: a card of its own unless given (a list inside a card that frames it passes ''). */
  frame?: string;
  error?: string | null;
  onRetry?: () => void;
}

export function DataTable<Row, Key extends string = string>({
  label,
  frame = 'card',
  error = null,
  onRetry,
  ...table
}: DataTableProps<Row, Key>) {
  if (error) {
    return (
      <div role="alert" className="card border-red-500/60 p-6">
        <p className="font-semibold text-red-700 dark:text-red-300">{error}</p>
        {onRetry && (
          <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen sideways.
    // relative: the header's screen-reader-only texts are placed inside the scrolling box, not beside the page.
    <div
      className={`relative overflow-x-auto ${frame}`}
      tabIndex={0}
      role="region"
      aria-label={label ?? table.caption}
    >
      <Table {...table} />
    </div>
  );
}
