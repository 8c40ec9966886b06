// The figure columns the market's coin tables share (the rankings, the top movers): price, 24h change and amounts
// in large dollars, right-aligned in monospace digits.
import { changeClass, formatChange, formatLargeUsd, formatPrice } from '../../../lib/format';
import type { Column } from '../../../ui/data-table';
import type { MarketRow } from '../schemas';

type Figures = Pick<MarketRow, 'price' | 'change24h' | 'volume24h' | 'marketCap'>;
type Changes = Pick<MarketRow, 'change1h' | 'change7d'>;

const NUMBER = 'font-mono tabular-nums';

export function priceColumn<Row extends Figures>(cellTestId?: string): Column<Row, 'price'> {
  return {
    key: 'price',
    header: 'Price',
    align: 'right',
    cellClass: () => NUMBER,
    cellTestId,
    cell: (coin) => formatPrice(coin.price),
  };
}

export function changeColumn<Row extends Figures>(): Column<Row, 'change'> {
  return {
    key: 'change',
    header: '24h %',
    align: 'right',
    cellClass: (coin) => `${NUMBER} ${changeClass(coin.change24h)}`,
    cell: (coin) => formatChange(coin.change24h),
  };
}

/** The 1h or 7d change, under its sort key; `className` says from which width it shows. */
export function periodChangeColumn<Row extends Changes, Key extends 'change1h' | 'change7d'>(
  key: Key,
  header: string,
  className: string,
): Column<Row, Key> {
  return {
    key,
    header,
    align: 'right',
    className,
    cellClass: (coin) => `${NUMBER} ${changeClass(coin[key])}`,
    cell: (coin) => formatChange(coin[key]),
    cellTestId: `coin-${key}`,
  };
}

/** Volume or market cap ($1.23B), under its sort key; `className` says from which width it shows. */
export function amountColumn<Row extends Figures, Key extends 'volume' | 'marketCap'>(
  key: Key,
  field: Key extends 'volume' ? 'volume24h' : 'marketCap',
  header: string,
  className: string,
): Column<Row, Key> {
  return {
    key,
    header,
    align: 'right',
    className,
    cellClass: () => NUMBER,
    cell: (coin) => formatLargeUsd(coin[field]),
  };
}
