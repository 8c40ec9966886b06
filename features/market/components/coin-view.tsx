// The coin page: price, 24h change, market cap, volume, supply, rank, description and the price chart.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { Link } from 'react-router';
import { formatChange, formatLargeUsd, formatPrice, formatSupply, changeClass } from '../../../lib/format';
import type { CoinDetail } from '../schemas';
import { browserEnv } from '../../../lib/client-cache';
import { COIN_DETAIL_TTL_MS, COIN_STALE_AFTER_MS, loadCoinFigures } from '../client/coin-data';
import { useOnline } from '../client/use-online';
import { applyTick, subscribeToTicks } from '../stream/client';
import { CoinIcon } from './coin-icon';
import { LocalTime } from '../../../ui/local-time';
import { PriceChart } from './price-chart';

export function CoinView({ initial }: { initial: CoinDetail }) {
  const client = useQueryClient();
  const key = ['coin', initial.id];
  const {
    data: coin,
    isError,
    dataUpdatedAt,
  } = useQuery({
    queryKey: key,
    // A failed load keeps the figures on screen (the query keeps its last data).
    queryFn: async () => ({
      ...(client.getQueryData<CoinDetail>(key) ?? initial),
      ...(await loadCoinFigures(browserEnv(), initial.id)),
    }),
    initialData: initial,
    staleTime: COIN_DETAIL_TTL_MS,
    refetchInterval: COIN_DETAIL_TTL_MS,
    retry: false,
  });
  useEffect(
    () =>
      subscribeToTicks({ ids: [initial.id] }, (tick) =>
        client.setQueryData<CoinDetail>(['coin', initial.id], (old) =>
          old ? applyTick([old], tick)[0] : old,
        ),
      ),
    [client, initial.id],
  );

  // Figures the stream and the poll have both stopped renewing are labelled with their time (MKT-083).
  const online = useOnline();
  const hydrated = useHydrated();
  const now = useNow(30_000);
  const stale = hydrated && (isError || !online || now - dataUpdatedAt > COIN_STALE_AFTER_MS);

  const facts: [string, string][] = [
    ['Market cap', formatLargeUsd(coin.marketCap)],
    ['Volume (24h)', formatLargeUsd(coin.volume24h)],
    ['Circulating supply', formatSupply(coin.circulatingSupply, coin.symbol)],
    ['Total supply', formatSupply(coin.totalSupply, coin.symbol)],
    ['Max supply', coin.maxSupply === null ? '∞' : formatSupply(coin.maxSupply, coin.symbol)],
    // A small coin's share is not nothing: under 0.01% says so.
    [
      'Market dominance',
      coin.dominance > 0 && coin.dominance < 0.005 ? '<0.01%' : `${coin.dominance.toFixed(2)}%`,
    ],
  ];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <CoinIcon symbol={coin.symbol} id={coin.id} size={40} />
        <h1 className="text-3xl font-bold">
          {coin.name} <span className="muted text-xl font-semibold">{coin.symbol}</span>
        </h1>
        <span className="chip" data-testid="coin-rank">
          Rank #{coin.rank}
        </span>
        {coin.platform && <span className="chip">Token on {coin.platform.name}</span>}
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-3">
        <span className="font-mono text-4xl font-bold tabular-nums" data-testid="coin-page-price">
          {formatPrice(coin.price)}
        </span>
        <span
          className={`font-mono text-lg font-semibold ${changeClass(coin.change24h)}`}
          data-testid="coin-page-change"
        >
          {formatChange(coin.change24h)} (24h)
        </span>
      </p>
      {stale && (
        <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300" data-testid="coin-stale">
          <strong>Stale Data:</strong> figures as of <LocalTime value={new Date(dataUpdatedAt)} />
          {online ? ', as they could not be refreshed.' : ' (offline).'}
        </p>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <PriceChart coinId={coin.id} up={coin.change24h >= 0} />
        <dl className="card grid grid-cols-1 gap-4 p-4 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="muted">{label}</dt>
              <dd className="font-mono text-base font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section className="mt-8 max-w-3xl" aria-labelledby="about-coin">
        <h2 id="about-coin" className="text-xl font-bold">
          About {coin.name}
        </h2>
        <p className="mt-2">
          {coin.description ?? `${coin.name} (${coin.symbol}) is ranked #${coin.rank} by market cap.`}
        </p>
        {coin.website && (
          <p className="mt-2">
            <a className="link" href={coin.website} rel="noopener noreferrer nofollow" target="_blank">
              Official website
            </a>
          </p>
        )}
        {coin.platform?.tokenAddress && (
          <p className="muted mt-2 break-all text-sm">
            Contract ({coin.platform.name}): <code>{coin.platform.tokenAddress}</code>
          </p>
        )}
        <p className="mt-6">
          <Link to="/markets" className="link">
            Back to all cryptocurrencies
          </Link>
        </p>
      </section>
    </main>
  );
}

/** The time, renewed every `everyMs` (0 until the first renewal, so the server and the first render agree). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
