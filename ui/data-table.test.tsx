// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

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
