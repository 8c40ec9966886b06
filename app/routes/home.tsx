// The home page.
import { Link } from 'react-router';
import { seo } from '../seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Crypto News, Live Prices & 24/7 Crypto TV',
    description:
      'Blockcast brings you crypto news, press releases, live prices for the top 300 coins and a 24/7 crypto television network.',
  });

const SECTIONS = [
  {
    to: '/news',
    title: 'News',
    text: 'Bitcoin, Ethereum, DeFi, regulation and the stories moving the market.',
  },
  { to: '/markets', title: 'Markets', text: 'Live prices and rankings of the top 300 cryptocurrencies.' },
  { to: '/shows', title: 'Shows', text: 'The 24/7 crypto broadcasting network, launching September 2025.' },
  { to: '/press-releases', title: 'Press Releases', text: 'Announcements from across the crypto industry.' },
];

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        Crypto news, live markets and 24/7 crypto TV
      </h1>
      <p className="muted mt-4 max-w-2xl text-lg">
        Follow the market as it moves: headlines, press releases, prices for the top 300 coins and a
        television network that never sleeps.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="card block h-full p-5 hover:border-blue-500">
              <h2 className="text-lg font-bold">{s.title}</h2>
              <p className="muted mt-2 text-sm">{s.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
