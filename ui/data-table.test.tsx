// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DataTable, Table, type Column } from './data-table';

interface Coin {
  symbol: string;
  price: string;
}
const columns: Column<Coin>[] = [
  { key: 'symbol', header: 'Symbol', cell: (c) => c.symbol },
  { key: 'price', header: 'Price', cell: (c) => c.price, align: 'right' },
];
const props = { caption: 'Coins', columns, rowKey: (c: Coin) => c.symbol };

afterEach(cleanup);

describe('shared data table', () => {
  test('[SHELL-027] shows Loading data... while loading', () => {
    render(<DataTable {...props} rows={[]} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
  });

  test('[SHELL-028] shows No data available without rows', () => {
    render(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  test('renders one row per item, and row clicks reach the handler', () => {
    const onRowClick = vi.fn();
    render(
      <DataTable
        {...props}
        rows={[
          { symbol: 'BTC', price: '97,000.00' },
          { symbol: 'ETH', price: '3,100.00' },
        ]}
        onRowClick={onRowClick}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByText('ETH'));
    expect(onRowClick).toHaveBeenCalledWith({ symbol: 'ETH', price: '3,100.00' });
  });

  test('[SHELL-029] on a load error an error box offers Retry, which loads again', () => {
    const onRetry = vi.fn();
    render(<DataTable {...props} rows={[]} error="Failed to load data" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load data');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('the table', () => {
  const coins = [
    { symbol: 'BTC', price: '97,000.00' },
    { symbol: 'ETH', price: '3,100.00' },
  ];

  test('sortable headers say which column is sorted and which way, and a click asks for that column', () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <Table
        columns={columns}
        rows={coins}
        rowKey={(c) => c.symbol}
        sort={{ key: 'price', order: 'desc', onSort }}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'descending']);
    fireEvent.click(screen.getByRole('button', { name: 'Symbol' }));
    expect(onSort).toHaveBeenCalledWith('symbol');
    rerender(
      <Table
        columns={columns}
        rows={coins}
        rowKey={(c) => c.symbol}
        sort={{ key: 'symbol', order: 'asc', onSort }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-sort'))).toEqual([
      'ascending',
      'none',
    ]);
  });

  test('without sorting, headers are plain text and carry no aria-sort', () => {
    render(<Table columns={columns} rows={coins} rowKey={(c) => c.symbol} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-sort'))).toEqual([null, null]);
  });

  test("a row header column names each row, and a row's own attributes reach it", () => {
    render(
      <Table
        columns={[{ ...columns[0]!, rowHeader: true }, columns[1]!]}
        rows={coins}
        rowKey={(c) => c.symbol}
        rowProps={(c) => ({ 'data-symbol': c.symbol })}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['BTC', 'ETH']);
    const eth = screen.getByRole('row', { name: /ETH/ });
    expect(eth.getAttribute('data-symbol')).toBe('ETH');
    expect(eth.querySelectorAll('td')).toHaveLength(1);
  });

  test('the loading row spans every column and is a status; the empty text may be its own or none', () => {
    const { rerender } = render(
      <Table columns={columns} rows={[]} rowKey={(c) => c.symbol} loading loadingText="Loading mail…" />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading mail…');
    expect(status.getAttribute('colspan')).toBe('2');
    rerender(<Table columns={columns} rows={[]} rowKey={(c) => c.symbol} empty="No mail." />);
    expect(screen.getByText('No mail.')).toBeTruthy();
    rerender(<Table columns={columns} rows={[]} rowKey={(c) => c.symbol} empty={null} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
