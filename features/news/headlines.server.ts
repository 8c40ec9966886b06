// The scrolling bar's first headlines, rendered with the page.
import { toHeadlines, type Headline } from './headlines';
import { TICKER_NEWS_COUNT } from './rules';
import type { NewsService } from './service.server';

export async function loadHeadlines(news: NewsService): Promise<Headline[]> {
  const [n, p] = await Promise.all([
    news.list({ types: ['news'], limit: TICKER_NEWS_COUNT }),
    news.list({ types: ['press_release'], limit: 10 }),
  ]);
  return toHeadlines(n.items, p.items);
}
