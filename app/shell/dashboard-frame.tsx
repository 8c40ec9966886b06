// The dashboard frame: a collapsible sidebar (w-64 / w-16, remembered) that becomes a drawer on phones, a top bar
// with the coin search, the 'Markets Open' indicator, the ticker and the user menu, and a footer.
import {
  BarChart3,
  Bell,
  Briefcase,
  ChevronsLeft,
  ChevronsRight,
  KeyRound,
  LayoutDashboard,
  Newspaper,
  Settings,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { PublicUser } from '../../features/auth/rules';
import { PlanLabel } from '../../features/billing/components/plan-label';
import { HeaderCoinSearch } from '../../features/market/components/header-coin-search';
import type { Coin } from '../../features/market/schemas';
import { MarketStatusBanner, useDashboardMarket } from '../../features/market/components/market-status';
import { useMoney } from '../../features/settings/client/money';
import { PreferencesProvider, usePreferences } from '../../features/settings/client/preferences';
import { AccountMenu } from './account-menu';
import { Drawer } from './drawer';
import { HeaderMarquee, HeaderTicker, Logo } from './header';
import { useOnline } from '../../features/market/client/use-online';
import { ADMIN_LINK, DASHBOARD_FOOTER_NAV, DASHBOARD_NAV, DASHBOARD_USER_NAV } from './nav';
import { PageLoading } from './page-loading';
import { ThemeToggle } from './theme-toggle';
import { VerifyEmailBanner } from './verify-email-banner';
import { NotificationBell } from '../../features/alerts/components/notification-bell';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/dashboard/watchlist': Star,
  '/dashboard/portfolio': Briefcase,
  '/dashboard/alerts': Bell,
  '/dashboard/analytics': BarChart3,
  '/dashboard/api': KeyRound,
  '/dashboard/news': Newspaper,
  '/dashboard/settings': Settings,
  '/dashboard/profile': UserRound,
};

/** Where the sidebar's collapsed state is remembered. */
export const SIDEBAR_STORAGE_KEY = 'dashboard_sidebar_collapsed';

function SidebarLinks({ collapsed, onFollow }: { collapsed: boolean; onFollow?: () => void }) {
  return (
    <ul className="space-y-1">
      {DASHBOARD_NAV.map((link) => {
        const Icon = ICONS[link.to] ?? LayoutDashboard;
        return (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className="menu-item flex items-center gap-3"
              title={collapsed ? link.label : undefined}
              onClick={onFollow}
            >
              <Icon aria-hidden size={18} className="shrink-0" />
              <span className={collapsed ? 'sr-only' : undefined}>{link.label}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** Phones: the sidebar's links in a modal drawer (focus kept inside, Escape closes). */
function SidebarDrawer({ user }: { user: PublicUser }) {
  return (
    <Drawer
      id="dashboard-drawer"
      label="Dashboard menu"
      openLabel="Open dashboard menu"
      title={<Logo />}
      buttonClassName="shrink-0"
    >
      {({ close }) => (
        <>
          <nav aria-label="Dashboard" className="p-2">
            <SidebarLinks collapsed={false} onFollow={close} />
          </nav>
          <p className="muted border-t border-[var(--border)] px-4 py-3 text-sm">
            Plan: <PlanLabel tier={user.subscription.tier} />
          </p>
        </>
      )}
    </Drawer>
  );
}

/** The header search, with prices in the reader's currency (inside the preferences it reads). */
function DashboardSearch({ coins }: { coins: readonly Coin[] }) {
  const money = useMoney();
  return <HeaderCoinSearch coins={coins} formatUsd={money.format} />;
}

export function DashboardFrame({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <PreferencesProvider>
      <FrameBody user={user}>{children}</FrameBody>
    </PreferencesProvider>
  );
}

function FrameBody({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const market = useDashboardMarket();
  const online = useOnline();
  // Offline, the prices shown are the last ones had: the dot is not live, whatever the last answer said.
  const live = online && !market.isError && market.data?.status !== 'offline' && !market.failureReason;
  const { compactMode, notifications } = usePreferences().preferences;
  // The price bands speak the reader's currency too; in dollars they keep the spec's ticker format (3 decimals).
  const money = useMoney();
  const bandPrice = money.currency === 'USD' ? undefined : money.format;

  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration
      setCollapsed(window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === '1');
    } catch {
      // Storage blocked: the sidebar starts expanded.
    }
  }, []);

  function toggle() {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, was ? '0' : '1');
      } catch {
        // Remembered for this page only.
      }
      return !was;
    });
  }

  return (
    // dashboard-frame: app.css keeps what takes focus clear of the sticky header and the bell (scroll-padding).
    <div className="dashboard-frame flex min-h-screen" data-density={compactMode ? 'compact' : undefined}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <aside
        className={`surface sticky top-0 flex h-screen shrink-0 flex-col border-r border-[var(--border)] transition-[width] max-md:hidden ${collapsed ? 'w-16' : 'w-64'}`}
        data-testid="dashboard-sidebar"
      >
        <div className="flex h-16 items-center justify-between px-3">
          {!collapsed && <Logo />}
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={toggle}
          >
            {collapsed ? <ChevronsRight aria-hidden size={18} /> : <ChevronsLeft aria-hidden size={18} />}
          </button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-2">
          <SidebarLinks collapsed={collapsed} />
        </nav>
        <div className={`border-t border-[var(--border)] px-4 py-3 text-sm ${collapsed ? 'sr-only' : ''}`}>
          <span className="muted">Plan: </span>
          <PlanLabel tier={user.subscription.tier} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="site-header flex h-16 items-center gap-2 px-3 sm:px-4">
          <SidebarDrawer user={user} />
          <DashboardSearch coins={market.data?.coins ?? []} />
          {/* Crypto markets never close; the live dot says whether this page's prices are live. */}
          <span
            className={`hidden shrink-0 items-center gap-1.5 text-sm font-medium lg:inline-flex ${live ? 'text-green-700 dark:text-green-400' : 'muted'}`}
            title={
              live
                ? 'Crypto markets trade around the clock'
                : 'Crypto markets trade around the clock; live prices are unavailable'
            }
            data-testid="markets-open"
            data-live={live}
          >
            <span
              aria-hidden
              className={`h-2 w-2 rounded-full ${live ? 'animate-pulse bg-green-500' : 'bg-slate-400'}`}
            />
            Markets Open
          </span>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <div className="hidden xl:block">
              <HeaderTicker formatPrice={bandPrice} />
            </div>
            <ThemeToggle />
            <AccountMenu
              user={user}
              links={user.role === 'admin' ? [ADMIN_LINK, ...DASHBOARD_USER_NAV] : DASHBOARD_USER_NAV}
            />
          </div>
        </header>
        <HeaderMarquee formatPrice={bandPrice} />
        <MarketStatusBanner />
        {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
        <PageLoading />
        {/* Room at the page's end for the bell fixed at the bottom right, so the last row's actions scroll clear of it. */}
        <div className={`flex-1 ${notifications ? 'pb-16' : ''}`}>{children}</div>
        {/* The right padding keeps the footer's links clear of the notification bell fixed at the bottom right. */}
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-[var(--border)] py-3 pr-20 pl-4 text-sm">
          <p className="muted">Dashboard v1.0</p>
          <nav aria-label="Legal">
            <ul className="flex gap-4">
              {DASHBOARD_FOOTER_NAV.map((link) => (
                <li key={link.to}>
                  <a href={link.to} target="_blank" rel="noopener noreferrer" className="footer-link">
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      </div>
      {/* Notifications off: no bell (the alerts page still lists them). */}
      {notifications && <NotificationBell />}
    </div>
  );
}
