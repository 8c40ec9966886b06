// The route table: every path of the site, public and dashboard.
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

const coming = (path: string, id: string) => route(path, 'routes/coming.tsx', { id });
const info = (path: string) => route(path, 'routes/info-page.tsx', { id: `info-${path}` });
const articles = (path: string, type: string) => [
  route(path, 'routes/articles.tsx', { id: `articles-${type}` }),
  route(`${path}/:id`, 'routes/article.tsx', { id: `article-${type}` }),
];
const legacy = (path: string) => route(path, 'routes/legacy-redirect.tsx', { id: `legacy-${path}` });

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...articles('news', 'news'),
    route('markets', 'routes/markets.tsx'),
    route('top-movers', 'routes/top-movers.tsx'),
    route('analysis', 'routes/analysis.tsx'),
    route('shows', 'routes/shows.tsx'),
    info('advertising'),
    info('about'),
    info('team'),
    info('careers'),
    info('press'),
    info('terms'),
    info('privacy'),
    info('help'),
    ...articles('press-releases', 'press_release'),
    ...articles('expert-interviews', 'interview'),
    ...articles('tutorials', 'tutorial'),
    info('investor-relations'),
    info('investor-gateway'),
    info('investor-deck'),
    route('coins', 'routes/coins.tsx'),
    route('coin/:id', 'routes/coin.tsx', { id: 'coin' }),
    route('crypto/:id', 'routes/coin.tsx', { id: 'crypto' }),
    route('bitcoin', 'routes/coin.tsx', { id: 'bitcoin' }),
    route('btc', 'routes/coin.tsx', { id: 'btc' }),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('newsletter/confirm', 'routes/newsletter.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe', 'routes/newsletter.tsx', { id: 'newsletter-unsubscribe' }),
    route('subscribe', 'routes/subscribe.tsx'),
    route('image-test', 'routes/image-test.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('database-test', 'routes/database-test.tsx'),
    route('logout', 'routes/logout.tsx'),
    legacy('portfolio'),
    legacy('watchlist'),
    legacy('analytics'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  ...prefix('dashboard', [
    layout('routes/dashboard-layout.tsx', [
      index('routes/coming.tsx', { id: 'dashboard' }),
      coming('watchlist', 'dashboard-watchlist'),
      coming('watchlist/add', 'dashboard-watchlist-add'),
      coming('portfolio', 'dashboard-portfolio'),
      coming('alerts', 'dashboard-alerts'),
      route('analytics', 'routes/dashboard-analytics.tsx', { id: 'dashboard-analytics' }),
      route('activity', 'routes/dashboard-activity.tsx', { id: 'dashboard-activity' }),
      coming('news', 'dashboard-news'),
      coming('settings', 'dashboard-settings'),
      coming('profile', 'dashboard-profile'),
      route('subscription', 'routes/dashboard-subscription.tsx'),
      route('billing', 'routes/dashboard-billing.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'dashboard-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
