// The navigation drawer for widths up to 768 px: a modal dialog (focus kept inside, Escape closes).
import { Link, NavLink, useRouteLoaderData } from 'react-router';
import { CompactTicker } from '../../features/market/components/compact-ticker';
import type { loader as rootLoader } from '../root';
import type { PublicUser } from '../../platform/browser/account';
import { Drawer } from './drawer';
import { ACCOUNT_NAV, MAIN_NAV } from './nav';

export function MobileDrawer({ user }: { user: PublicUser | null }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <Drawer
      id="mobile-drawer"
      label="Menu"
      openLabel="Open menu"
      title={<span className="text-lg font-bold">Blockcast</span>}
    >
      {({ open, close }) => (
        <>
          {/* The header has no room for the price ticker at these widths: it opens with the drawer. */}
          {open && (
            <div className="border-b border-[var(--border)] p-3">
              <CompactTicker initial={root?.ticker ?? null} />
            </div>
          )}
          {/* Following any link closes the drawer. */}
          <nav
            aria-label="Mobile"
            className="p-2"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) close();
            }}
          >
            <ul>
              {MAIN_NAV.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="menu-item text-base">
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/shows" className="menu-item text-base">
                  Shows
                </NavLink>
              </li>
            </ul>
            <div className="mt-2 border-t border-[var(--border)] pt-2">
              {user ? (
                <ul aria-label={user.email}>
                  {ACCOUNT_NAV.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="menu-item">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <Link to="/login" className="menu-item">
                  Sign In
                </Link>
              )}
              <Link to="/subscribe" className="btn-primary mx-3 mt-3 block text-center">
                Subscribe
              </Link>
            </div>
          </nav>
        </>
      )}
    </Drawer>
  );
}
