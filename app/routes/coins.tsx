// /coins: every coin we track, A to Z, each linking to its page.
import { Link } from 'react-router';
import { coinHref } from '../../features/market/addresses';
import { seo } from '../seo';
import type { Route } from './+types/coins';

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.services.market.read();
  return snapshot.coins
    .map((c) => ({ id: c.id, name: c.name, symbol: c.symbol, rank: c.rank }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'All Coins',
    description: 'Every cryptocurrency tracked by Blockcast, from A to Z, with its page.',
  });

export default function Coins({ loaderData: coins }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">All Coins</h1>
      <p className="muted mt-2">
        {coins.length} cryptocurrencies, A to Z. Rankings by market cap are on the{' '}
        <Link to="/markets" className="link">
          markets page
        </Link>
        .
      </p>
      <ul className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4" data-testid="coin-list">
        {coins.map((c) => (
          <li key={c.id}>
            <Link
              to={coinHref(c)}
              className="flex justify-between gap-2 rounded px-2 py-1 hover:bg-[var(--surface-2)]"
            >
              <span>
                {c.name} <span className="muted text-xs">{c.symbol}</span>
              </span>
              <span className="muted text-xs">#{c.rank}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
