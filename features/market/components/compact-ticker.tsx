// The header's compact price ticker: 10 coins, one shown at a time, rotating every 3 s; links to /markets.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatChange, formatTickerPrice, changeClass } from '../../../lib/format';
import { tickerKey, useTickerList } from '../client/use-ticker';
import { applyTick, subscribeToTicks } from '../stream/client';
import {
  TICKER_COINS,
  TICKER_DELAYED_AFTER_MS,
  TICKER_REFRESH_MS,
  TICKER_ROTATE_MS,
  tickerBadge,
  type TickerData,
} from '../client/ticker-data';
import { useHydrated } from '../../../lib/use-hydrated';
import { TICKER_DELAY_MS } from '../../../lib/constants';
import { useDelayed } from '../../../ui/use-delayed';
import { useOnline } from '../client/use-online';

export function CompactTicker({
  initial,
  formatPrice = formatTickerPrice,
}: {
  initial: TickerData | null;
  /** Dollar prices to text: the dashboard passes the reader's currency. */
  formatPrice?: (usd: number) => string;
}) {
  const client = useQueryClient();
  const { query, shown: data } = useTickerList(initial, TICKER_COINS, TICKER_REFRESH_MS);
  const [index, setIndex] = useState(0);
  /** The clock as of the last rotation (0 until the first: the first paint never says delayed). */
  const [now, setNow] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setIndex((i) => i + 1);
      setNow(Date.now());
    }, TICKER_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const ids = (data?.coins ?? []).map((c) => c.id).join(',');
  useEffect(
    () =>
      subscribeToTicks({ ids: ids ? ids.split(',').map(Number) : [] }, (tick) =>
        client.setQueryData<TickerData>(tickerKey(TICKER_COINS), (old) =>
          // A tick's prices are as of its snapshot: the list is that fresh now.
          old
            ? {
                ...old,
                coins: applyTick(old.coins, tick),
                source: tick.source,
                loadedAt: Math.max(old.loadedAt, tick.fetchedAt),
              }
            : old,
        ),
      ),
    [client, ids],
  );

  const online = useOnline();
  const hydrated = useHydrated();
  const delayed =
    hydrated &&
    !!data &&
    (!online || query.isError || (now > 0 && now - data.loadedAt > TICKER_DELAYED_AFTER_MS));
  const coins = data?.coins ?? [];
  const coin = coins.length ? coins[index % coins.length] : undefined;
  // With nothing to show yet, 'Updating Data...' waits the ticker's delay (CONST-003): a list that comes sooner
  // replaces an empty band, not a flashed placeholder.
  const waiting = useDelayed(!coin, TICKER_DELAY_MS);
  return (
    <Link
      to="/markets"
      className="compact-ticker"
      data-testid="compact-ticker"
      aria-label="Prices: open the markets page"
    >
      <span
        className="hidden text-[10px] leading-tight font-semibold uppercase lg:inline"
        data-testid="ticker-badge"
      >
        {data || waiting
          ? tickerBadge(query.isFetching && !data, data?.cacheStatus ?? 'unknown', delayed, data?.source)
          : null}
      </span>
      {coin ? (
        <span className="flex items-center gap-2 font-mono tabular-nums" aria-live="off">
          <span className="font-sans font-semibold">{coin.symbol}</span>
          <span>{formatPrice(coin.price)}</span>
          <span className={changeClass(coin.change24h)}>{formatChange(coin.change24h)}</span>
        </span>
      ) : (
        waiting && <span>Updating Data...</span>
      )}
    </Link>
  );
}
