// The public header: logo, main navigation, compact price ticker, theme toggle, Subscribe, account menu, drawer.
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { CompactTicker } from '../../features/market/components/compact-ticker';
import { PriceMarquee } from '../../features/market/components/price-marquee';
import type { loader as rootLoader } from '../root';
import type { PublicUser } from '../../platform/browser/account';
import { AccountMenu } from './account-menu';
import { MobileDrawer } from './mobile-drawer';
import { MAIN_NAV } from './nav';
import { ThemeToggle } from './theme-toggle';
import { TickerBar } from './ticker-bar';

/** `short`: the mark alone below 1024 px (the public header needs the room at tablet widths). */
export function Logo({ short = false }: { short?: boolean }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 text-xl font-extrabold tracking-tight"
      aria-label="Blockcast home"
    >
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-lg bg-blue-600 text-sm text-white">
        BC
      </span>
      <span className={short ? 'max-lg:sr-only' : undefined}>Blockcast</span>
    </Link>
  );
}

/** The compact live price ticker, first painted from the root loader's data. */
export function HeaderTicker({ formatPrice }: { formatPrice?: (usd: number) => string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <CompactTicker initial={root?.ticker ?? null} formatPrice={formatPrice} />;
}

/** The full 40-coin price band of the markets page and dashboard headers. */
export function HeaderMarquee({ formatPrice }: { formatPrice?: (usd: number) => string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <PriceMarquee initial={root?.ticker ?? null} formatPrice={formatPrice} />;
}

export function Header({ user }: { user: PublicUser | null }) {
  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        <Logo short />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="nav-link max-lg:px-1.5">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* From 1280 px; at tablet widths it has a row under the news bar, on phones it is in the drawer. */}
          <div className="hidden xl:block">
            <HeaderTicker />
          </div>
          <ThemeToggle />
          <Link to="/subscribe" className="btn-primary hidden whitespace-nowrap max-lg:px-3 sm:inline-block">
            Subscribe
          </Link>
          <div className="hidden md:block">
            <AccountMenu user={user} emailFrom="2xl" />
          </div>
          <MobileDrawer user={user} />
        </div>
      </div>
      <TickerBar />
      {/* Tablets: a row of its own (beside the news bar it left too little room for a whole headline). */}
      <div className="tablet-ticker hidden md:block xl:hidden">
        <div className="mx-auto flex max-w-7xl justify-end px-4 py-1">
          <HeaderTicker />
        </div>
      </div>
    </header>
  );
}
