// /markets: the rankings of the top 300 coins.
import { useMemo } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import { MarketsView } from '../../features/market/components/markets-view';
import { loadMarketPage } from '../../features/market/page-data.server';
import { fromWire, sparklinesFromWire, sparklinesToWire, toWire } from '../../features/market/page-wire';
import { seo } from '../seo';
import { HeaderMarquee } from '../shell/header';
import type { Route } from './+types/markets';

export async function loader({ context }: Route.LoaderArgs) {
  const { market, clock } = context.services;
  const [page, sparklines] = await Promise.all([loadMarketPage(market, clock()), market.sparklines()]);
  return { ...toWire(page), sparklinesJson: sparklinesToWire(sparklines) };
}

// Search and category filter the list already in the browser: changing only them needs no new server data
// (the same address again, such as Retry or the Markets link, still reloads).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Cryptocurrency Prices by Market Cap',
    description: 'Live prices, market caps, volumes and 24h changes of the top 300 cryptocurrencies.',
    path: '/markets',
  });

export default function Markets({ loaderData }: Route.ComponentProps) {
  const initial = useMemo(() => fromWire(loaderData), [loaderData]);
  const sparklines = useMemo(() => sparklinesFromWire(loaderData.sparklinesJson), [loaderData]);
  return (
    <>
      <HeaderMarquee />
      <MarketsView initial={initial} sparklines={sparklines} />
    </>
  );
}
