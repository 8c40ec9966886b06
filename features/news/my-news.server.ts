// What /dashboard/news loads: the coins of the reader's watchlist and portfolio, and the news and press releases
// about them, newest first, one page at a time.
import { redirect } from 'react-router';
import type { AppServices } from '../../platform/services.server';
import { LIST_PAGE_SIZE } from './rules';
import { listQuery } from './schemas';

export async function loadMyNews(services: AppServices, userId: string, url: URL) {
  // A page that does not exist goes to the nearest one that does, inside the dashboard.
  const page = listQuery.shape.page.safeParse(url.searchParams.get('page') ?? undefined);
  if (!page.success) throw redirect('/dashboard/news');
  const [watched, positions] = await Promise.all([
    services.watchlist.list(userId),
    services.portfolio.list(userId),
  ]);
  // One entry per coin, the watchlist's newest first, then the portfolio's.
  const coins = new Map<number, { symbol: string; name: string }>();
  for (const c of [...watched, ...positions]) {
    if (!coins.has(c.coin_id)) coins.set(c.coin_id, { symbol: c.symbol, name: c.name });
  }
  const list = await services.news.aboutCoins([...coins.values()], {
    limit: LIST_PAGE_SIZE,
    page: page.data,
  });
  const pages = Math.max(1, Math.ceil(list.total / LIST_PAGE_SIZE));
  if (page.data > pages) throw redirect(pages > 1 ? `/dashboard/news?page=${pages}` : '/dashboard/news');
  return { ...list, pages, coins: [...coins.values()], now: services.clock() };
}
