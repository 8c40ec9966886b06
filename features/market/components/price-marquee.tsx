// The full price ticker: the top 40 coins scrolling in a band (markets page and dashboard headers). The list is
// reloaded every 4 hours, its prices every 5 minutes from quotes/latest, and live from the price stream
// in between; the band pauses while it is scrolled out of view.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatChange, formatTickerPrice, changeClass } from '../../../lib/format';
import { coinHref } from '../addresses';
import { browserEnv } from '../../../lib/client-cache';
import { fromTickCoin, subscribeToTicks } from '../stream/client';
import { useTickerList } from '../client/use-ticker';
import {
  FULL_TICKER_COINS,
  FULL_TICKER_REFRESH_MS,
  HEADER_TICKER_REFRESH_MS,
  loadTickerQuotes,
  withQuotes,
  type TickerData,
  type TickerQuote,
} from '../client/ticker-data';

import { useHydrated } from '../../../lib/use-hydrated';
import { moveAlongBand, revealFocused, usePauseOffscreen } from './use-pause-offscreen';

export function PriceMarquee({
  initial,
  formatPrice = formatTickerPrice,
}: {
  initial: TickerData | null;
  /** Dollar prices to text: the dashboard passes the reader's currency. */
  formatPrice?: (usd: number) => string;
}) {
  const client = useQueryClient();
  const { ref, paused } = usePauseOffscreen<HTMLDivElement>();
  const { query: list, shown } = useTickerList(initial, FULL_TICKER_COINS, FULL_TICKER_REFRESH_MS);
  const ids = (shown?.coins ?? []).map((c) => c.id).join(',');
  // Prices apart from the list, so the list keeps its own 4-hour schedule. Live ticks are written here too:
  // each one restarts the 5-minute poll, which therefore only runs while the stream is silent.
  const prices = useQuery({
    queryKey: ['market', 'ticker-quotes', ids],
    // Merged into the prices held, so a coin missing from an answer keeps its newest price.
    queryFn: async () =>
      new Map([
        ...(client.getQueryData<Map<number, TickerQuote>>(['market', 'ticker-quotes', ids]) ?? []),
        ...(await loadTickerQuotes(browserEnv(), ids ? ids.split(',').map(Number) : [])),
      ]),
    enabled: ids !== '',
    // The list's own prices are as new as the list: the first quotes are due one interval after it.
    initialData: () => new Map<number, TickerQuote>(),
    initialDataUpdatedAt: list.dataUpdatedAt,
    staleTime: HEADER_TICKER_REFRESH_MS,
    refetchInterval: HEADER_TICKER_REFRESH_MS,
    structuralSharing: false,
  });
  // A reloaded list is newer than the prices held for it.
  useEffect(() => {
    const held = client.getQueryState(['market', 'ticker-quotes', ids]);
    if (held && list.dataUpdatedAt > held.dataUpdatedAt)
      client.setQueryData(['market', 'ticker-quotes', ids], new Map<number, TickerQuote>());
  }, [client, ids, list.dataUpdatedAt]);
  useEffect(
    () =>
      subscribeToTicks({ ids: ids ? ids.split(',').map(Number) : [] }, (tick) =>
        client.setQueryData<Map<number, TickerQuote>>(['market', 'ticker-quotes', ids], (old) => {
          const next = new Map(old);
          for (const c of tick.coins) {
            const { price, change24h } = fromTickCoin(c);
            next.set(c.id, { price, change24h });
          }
          return next;
        }),
      ),
    [client, ids],
  );

  // The server sends one copy of the list; the second copy that makes the loop seamless (and the motion)
  // starts once the page is live.
  const live = useHydrated();
  const coins = withQuotes(shown?.coins ?? [], prices.data ?? new Map());
  if (coins.length === 0) return null;
  const loop = live ? [...coins, ...coins] : coins;
  return (
    <div
      ref={ref}
      className="price-marquee"
      role="region"
      aria-label="Top 40 cryptocurrency prices"
      data-testid="price-marquee"
    >
      <span className="ticker-label bg-blue-700">Top 40</span>
      <div className="marquee" data-paused={paused} onFocus={revealFocused}>
        <ul
          className={live ? 'marquee-track' : 'marquee-track marquee-still'}
          style={{ animationDuration: `${coins.length * 4}s` }}
          onKeyDown={moveAlongCoins}
        >
          {loop.map((coin, i) => (
            <li key={`${coin.id}-${i}`} aria-hidden={i >= coins.length || undefined}>
              <Link
                to={coinHref(coin)}
                // One tab stop for the band, not 40: its coins are one Tab and then the arrow keys away
                // (the same coins are in the page's own lists).
                tabIndex={i === 0 ? undefined : -1}
                className="inline-flex items-center gap-2 font-mono tabular-nums"
                data-testid={i < coins.length ? 'marquee-coin' : undefined}
              >
                <span className="font-sans font-semibold">{coin.symbol}</span>
                <span>{formatPrice(coin.price)}</span>
                <span className={changeClass(coin.change24h)}>{formatChange(coin.change24h)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const moveAlongCoins = moveAlongBand('[data-testid="marquee-coin"]');
