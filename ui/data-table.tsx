// The shared data table: 'Loading data...', 'No data available', and an error box whose Retry loads again.
import type { ReactNode } from 'react';

export const TABLE_LOADING_TEXT = 'Loading data...';
export const TABLE_EMPTY_TEXT = 'No data available';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Extra classes of this column's cells (a row's value may pick them, such as a gain's colour). */
  cellClass?: (row: Row) => string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onRowClick?: (row: Row) => void;
  id?: string;
  testId?: string;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  onRetry,
  onRowClick,
  id,
  testId,
}: DataTableProps<Row>) {
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
  const align = (c: Column<Row>) => (c.align === 'right' ? 'text-right' : 'text-left');
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen sideways.
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table id={id} className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-[var(--border)]">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-4 py-3 font-semibold ${align(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="muted px-4 py-10 text-center" role="status">
                {TABLE_LOADING_TEXT}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted px-4 py-10 text-center">
                {TABLE_EMPTY_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={`border-b border-[var(--border)] last:border-0 ${onRowClick ? 'cursor-pointer hover:bg-[var(--surface-2)]' : ''}`}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`px-4 py-3 ${align(c)} ${c.cellClass?.(row) ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
