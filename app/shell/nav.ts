// The site's navigation lists, written once for header, drawer and footer.

export interface NavLink {
  to: string;
  label: string;
}

export const MAIN_NAV: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/news', label: 'News' },
  { to: '/markets', label: 'Markets' },
  { to: '/top-movers', label: 'Top Movers' },
  { to: '/analysis', label: 'Analysis' },
  { to: '/advertising', label: 'Advertising' },
  { to: '/about', label: 'About' },
];

/** The second navigation: the main one with Shows in place of Top Movers. */
export const SECONDARY_NAV: NavLink[] = MAIN_NAV.map((link) =>
  link.to === '/top-movers' ? { to: '/shows', label: 'Shows' } : link,
);

export const ACCOUNT_NAV: NavLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/portfolio', label: 'Portfolio' },
  { to: '/dashboard/watchlist', label: 'Watchlist' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/logout', label: 'Sign Out' },
];

export const FOOTER_NAV: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Watch & Markets',
    links: [
      { to: '/shows', label: 'Shows' },
      { to: '/markets', label: 'Markets' },
      { to: '/top-movers', label: 'Top Movers' },
      { to: '/analysis', label: 'Analysis' },
    ],
  },
  {
    heading: 'Read',
    links: [
      { to: '/expert-interviews', label: 'Expert Interviews' },
      { to: '/tutorials', label: 'Tutorials' },
      { to: '/press-releases', label: 'Press Releases' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/team', label: 'Team' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/investor-relations', label: 'Investor Relations' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
    ],
  },
];

export const DASHBOARD_NAV: (NavLink & { end?: boolean })[] = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/watchlist', label: 'Watchlist' },
  { to: '/dashboard/portfolio', label: 'Portfolio' },
  { to: '/dashboard/alerts', label: 'Alerts' },
  { to: '/dashboard/analytics', label: 'Analytics' },
  { to: '/dashboard/api', label: 'API' },
  { to: '/dashboard/news', label: 'News' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/profile', label: 'My Profile' },
];

/** The dashboard header's user menu; admins also get the Admin Dashboard link. */
export const DASHBOARD_USER_NAV: NavLink[] = [
  { to: '/dashboard/profile', label: 'View Profile' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/logout', label: 'Sign Out' },
];
export const ADMIN_LINK: NavLink = { to: '/admin', label: 'Admin Dashboard' };

/** The dashboard footer's links, each opening in a new tab. */
export const DASHBOARD_FOOTER_NAV: NavLink[] = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/about', label: 'About' },
];
