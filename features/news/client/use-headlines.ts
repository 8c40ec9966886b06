// The scrolling bar's headlines in the browser: first from the page's own data, then fetched again every 5 minutes
// (10 news and 10 press, of which 5 show). When a refresh fails the last headlines stay; nothing else stands in.
import { useQuery } from '@tanstack/react-query';
import { apiLoad, listOf, shape } from '../../../platform/browser/api';
import { type Headline, toHeadlines } from '../headlines';
import { TICKER_NEWS_COUNT, TICKER_REFRESH_MS, type Article } from '../rules';
import { fromArticleWire, type ArticleWire } from '../wire';

export const HEADLINE_URLS = [
  `/api/crypto-news/list?limit=${TICKER_NEWS_COUNT}`,
  '/api/press-releases/list?limit=10',
] as const;

/** A list answer's articles: the fields the bar and fromArticleWire read. */
const articlesOf = listOf(
  shape<ArticleWire>({
    id: 'number',
    title: 'string',
    article_type: 'string',
    slug: 'string',
    url: 'string',
    images: 'object',
  }),
);

const loadList = async (url: string): Promise<Article[]> =>
  (await apiLoad(fetch, url, articlesOf)).map(fromArticleWire);

async function fetchHeadlines(): Promise<Headline[]> {
  const [news, press] = await Promise.all(HEADLINE_URLS.map(loadList));
  return toHeadlines(news!, press!);
}

export function useHeadlines(initial: Headline[] | null) {
  const query = useQuery({
    queryKey: ['news', 'headlines'],
    queryFn: fetchHeadlines,
    initialData: initial ?? undefined,
    staleTime: TICKER_REFRESH_MS,
    refetchInterval: TICKER_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return query.data ?? [];
}
