// The dashboard frame: collapsible sidebar (w-64 / w-16), top bar, loading indicator.
import {
  BarChart3,
  Bell,
  Briefcase,
  ChevronsLeft,
  ChevronsRight,
  LayoutDashboard,
  Newspaper,
  Settings,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { PublicUser } from '../../features/auth/rules';
import { AccountMenu } from './account-menu';
import { MarketStatusBanner } from '../../features/market/components/market-status';
import { HeaderMarquee, HeaderTicker, Logo } from './header';
import { ADMIN_LINK, DASHBOARD_NAV, DASHBOARD_USER_NAV } from './nav';
import { VerifyEmailBanner } from './verify-email-banner';
import { PageLoading } from './page-loading';
import { ThemeToggle } from './theme-toggle';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/dashboard/watchlist': Star,
  '/dashboard/portfolio': Briefcase,
  '/dashboard/alerts': Bell,
  '/dashboard/analytics': BarChart3,
  '/dashboard/news': Newspaper,
  '/dashboard/settings': Settings,
  '/dashboard/profile': UserRound,
};

export function DashboardFrame({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="flex min-h-screen">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <aside
        className={`surface sticky top-0 flex h-screen shrink-0 flex-col border-r border-[var(--border)] transition-[width] ${collapsed ? 'w-16' : 'w-64 max-md:w-16'}`}
        data-testid="dashboard-sidebar"
      >
        <div className="flex h-16 items-center justify-between px-3">
          {!collapsed && (
            <div className="max-md:hidden">
              <Logo />
            </div>
          )}
          {/* Phones keep the narrow rail (the page needs the width); the toggle is for wider screens. */}
          <button
            type="button"
            className="icon-button max-md:hidden"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((v) => !v)}
          >
            {collapsed ? <ChevronsRight aria-hidden size={18} /> : <ChevronsLeft aria-hidden size={18} />}
          </button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-2">
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
                  >
                    <Icon aria-hidden size={18} className="shrink-0" />
                    <span className={collapsed ? 'sr-only' : 'max-md:sr-only'}>{link.label}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {!collapsed && <p className="muted px-4 py-3 text-xs max-md:hidden">Dashboard v1.0</p>}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="site-header flex h-16 items-center justify-end gap-2 px-4">
          <div className="hidden sm:block">
            <HeaderTicker />
          </div>
          <ThemeToggle />
          <AccountMenu
            user={user}
            links={user.role === 'admin' ? [ADMIN_LINK, ...DASHBOARD_USER_NAV] : DASHBOARD_USER_NAV}
          />
        </header>
        <HeaderMarquee />
        <MarketStatusBanner />
        {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
        <PageLoading />
        <div className="flex-1">{children}</div>
      </div>
    </div>
  );
}
