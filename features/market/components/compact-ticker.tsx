// The header's compact price ticker: 10 coins, one shown at a time, rotating every 3 s; links to /markets.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatChange, formatTickerPrice } from '../../../lib/format';
import { tickerKey, useTickerList } from '../client/use-ticker';
import { applyTick, subscribeToTicks } from '../client/price-stream';
import {
  TICKER_COINS,
  TICKER_REFRESH_MS,
  TICKER_ROTATE_MS,
  tickerBadge,
  type TickerData,
} from '../client/ticker-data';
import { changeClass } from './rankings-table';

export function CompactTicker({ initial }: { initial: TickerData | null }) {
  const client = useQueryClient();
  const { query, shown: data } = useTickerList(initial, TICKER_COINS, TICKER_REFRESH_MS);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), TICKER_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(
    () =>
      subscribeToTicks((tick) =>
        client.setQueryData<TickerData>(tickerKey(TICKER_COINS), (old) =>
          old ? { ...old, coins: applyTick(old.coins, tick) } : old,
        ),
      ),
    [client],
  );

  const coins = data?.coins ?? [];
  const coin = coins.length ? coins[index % coins.length] : undefined;
  return (
    <Link
      to="/markets"
      className="compact-ticker"
      data-testid="compact-ticker"
      aria-label="Live prices: open the markets page"
    >
      <span
        className="hidden text-[10px] font-semibold uppercase tracking-wide lg:inline"
        data-testid="ticker-badge"
      >
        {tickerBadge(query.isFetching && !data, data?.cacheStatus ?? 'unknown')}
      </span>
      {coin ? (
        <span className="flex items-center gap-2 font-mono tabular-nums" aria-live="off">
          <span className="font-sans font-semibold">{coin.symbol}</span>
          <span>{formatTickerPrice(coin.price)}</span>
          <span className={changeClass(coin.change)}>{formatChange(coin.change)}</span>
        </span>
      ) : (
        <span>Updating Data...</span>
      )}
    </Link>
  );
}
