// /dashboard/news: news and press releases about the coins the reader watches or holds, newest first, with the
// newsroom's story rows and pages.
import { Pager } from '../../../ui/pager';
import { Link } from 'react-router';
import type { ArticleList } from '../rules';
import { ArticleListItem } from './article-parts';

export interface MyNewsData extends ArticleList {
  pages: number;
  coins: { symbol: string; name: string }[];
  now: number;
}

/** The subtitle names this many coins, then says how many more. */
const NAMED_COINS = 6;

function coinsLine(coins: MyNewsData['coins']) {
  const named = coins
    .slice(0, NAMED_COINS)
    .map((c) => c.symbol)
    .join(', ');
  const more = coins.length - NAMED_COINS;
  return more > 0 ? `${named} and ${more} more` : named;
}

const pageHref = (page: number) => (page > 1 ? `/dashboard/news?page=${page}` : '/dashboard/news');

export function MyNewsView({ data }: { data: MyNewsData }) {
  const { coins, items } = data;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">My News</h1>
      <p className="muted mt-1">
        {coins.length === 0
          ? 'News and press releases about the coins in your watchlist and portfolio.'
          : `News and press releases about the coins in your watchlist and portfolio: ${coinsLine(coins)}.`}
      </p>
      {coins.length === 0 ? (
        <div className="card mt-6 p-8 text-center" data-testid="my-news-empty">
          <p className="font-medium">No coins to follow yet</p>
          <p className="muted mt-1 text-sm">
            Add coins to your watchlist or portfolio and the news about them will gather here.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link to="/dashboard/watchlist/add" className="btn-primary">
              Add to Watchlist
            </Link>
            <Link to="/news" className="btn-secondary">
              Browse all news
            </Link>
          </div>
        </div>
      ) : items.length === 0 ? (
        <p className="card muted mt-6 p-8 text-center" data-testid="my-news-empty">
          No news about your coins yet. Stories appear here as they are published.
        </p>
      ) : (
        <ul className="mt-6 divide-y" style={{ borderColor: 'var(--border)' }} data-testid="my-news-list">
          {items.map((a, i) => (
            <li key={a.id} className="py-5" style={{ borderColor: 'var(--border)' }}>
              <ArticleListItem article={a} now={data.now} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} pages={data.pages} href={pageHref} />
    </main>
  );
}
