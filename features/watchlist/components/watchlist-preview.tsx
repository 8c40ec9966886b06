// The overview's watchlist card: the first items with their live price and 24h change, and how many more there are.
import { Link } from 'react-router';
import { changeClass, formatChange } from '../../../lib/format';
import { CoinIcon } from '../../market';
import type { WatchlistPreviewItem } from '../rules';

export function WatchlistPreview({
  items,
  total,
  formatMoney,
}: {
  items: readonly WatchlistPreviewItem[];
  total: number;
  formatMoney: (valueUsd: number) => string;
}) {
  if (items.length === 0) {
    return (
      <p className="muted mt-3 text-sm">
        Your watchlist is empty.{' '}
        <Link to="/dashboard/watchlist/add" className="link">
          Add coins to watch
        </Link>
      </p>
    );
  }
  const more = total - items.length;
  return (
    <>
      <ol className="mt-3 divide-y divide-[var(--border)]" data-testid="watchlist-preview">
        {items.map((item) => (
          <li key={item.coinId} className="flex items-center gap-3 py-3">
            <CoinIcon symbol={item.symbol} id={item.coinId} size={28} />
            <div className="min-w-0 flex-1">
              <Link
                to={`/crypto/${item.symbol.toLowerCase()}`}
                className="block truncate font-medium hover:underline"
              >
                {item.name}
              </Link>
              <p className="muted text-xs">{item.symbol}</p>
            </div>
            <div className="text-right tabular-nums">
              <p className="font-medium">{item.price === null ? '—' : formatMoney(item.price)}</p>
              <p className={`text-xs ${changeClass(item.change24h)}`}>
                {item.change24h === null ? '—' : formatChange(item.change24h)}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {more > 0 && (
        <p className="muted mt-2 text-sm" data-testid="watchlist-more">
          +{more} more items
        </p>
      )}
    </>
  );
}
