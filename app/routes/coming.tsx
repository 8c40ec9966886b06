// Screens whose feature is still being built (the dashboard routes that re-export it): each path answers with its own title and a short note.
import { Link, useMatches } from 'react-router';
import { seo } from '../seo';
import type { MetaFunction } from 'react-router';

interface Screen {
  title: string;
  description: string;
  noindex?: boolean;
}

const SCREENS: Record<string, Screen> = {
  dashboard: { title: 'Dashboard', description: 'Your Blockcast dashboard.', noindex: true },
  'dashboard-watchlist': { title: 'Watchlist', description: 'Your watchlist.', noindex: true },
  'dashboard-watchlist-add': {
    title: 'Add to Watchlist',
    description: 'Add coins to your watchlist.',
    noindex: true,
  },
  'dashboard-portfolio': { title: 'Portfolio', description: 'Your portfolio.', noindex: true },
  'dashboard-alerts': { title: 'Price Alerts', description: 'Your price alerts.', noindex: true },
  'dashboard-analytics': {
    title: 'Portfolio Analytics',
    description: 'Your portfolio analytics.',
    noindex: true,
  },
  'dashboard-activity': { title: 'Activity Log', description: 'Your activity log.', noindex: true },
  'dashboard-news': { title: 'Dashboard News', description: 'News for your coins.', noindex: true },
  'dashboard-settings': { title: 'Settings', description: 'Your preferences.', noindex: true },
  'dashboard-profile': { title: 'My Profile', description: 'Your profile.', noindex: true },
  'dashboard-subscription': {
    title: 'Upgrade Plan',
    description: 'Upgrade your Blockcast plan.',
    noindex: true,
  },
  'dashboard-billing': { title: 'Billing', description: 'Update your payment method.', noindex: true },
};

const FALLBACK: Screen = { title: 'Blockcast', description: '' };

function screenFor(id: string | undefined): Screen {
  return (id && SCREENS[id]) || FALLBACK;
}

export const meta: MetaFunction = (args) => {
  const id = args.matches.at(-1)?.id;
  const screen = screenFor(id);
  return seo(args, { title: screen.title, description: screen.description, noindex: screen.noindex });
};

export default function ComingScreen() {
  const id = useMatches().at(-1)?.id;
  const screen = screenFor(id);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold">{screen.title}</h1>
      <p className="muted mt-4 max-w-2xl">{screen.description}</p>
      <p className="mt-6">
        This section is on its way.{' '}
        <Link to="/" className="link">
          Back to Home
        </Link>
      </p>
    </main>
  );
}
