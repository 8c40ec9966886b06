// The scrolling bar's headlines in the browser: first from the page's own data, then fetched again every 5 minutes
// (10 news and 10 press, of which 5 show). When a refresh fails the last headlines stay; nothing else stands in.
import { useQuery } from '@tanstack/react-query';
import { type Headline, toHeadlines } from '../headlines';
import { TICKER_NEWS_COUNT, TICKER_REFRESH_MS, type Article } from '../rules';
import { fromArticleWire, type ArticleWire } from '../wire';

export const HEADLINE_URLS = [
  `/api/crypto-news/list?limit=${TICKER_NEWS_COUNT}`,
  '/api/press-releases/list?limit=10',
] as const;

async function list(url: string, fetchFn: typeof fetch): Promise<Article[]> {
  const res = await fetchFn(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`Server error: ${res.status}`);
  const body = (await res.json()) as { success?: boolean; data?: ArticleWire[] };
  if (!body.success || !Array.isArray(body.data)) throw new Error('Invalid server response format');
  return body.data.map(fromArticleWire);
}

export async function fetchHeadlines(fetchFn: typeof fetch = fetch): Promise<Headline[]> {
  const [news, press] = await Promise.all(HEADLINE_URLS.map((url) => list(url, fetchFn)));
  return toHeadlines(news!, press!);
}

export function useHeadlines(initial: Headline[] | null) {
  const query = useQuery({
    queryKey: ['news', 'headlines'],
    queryFn: () => fetchHeadlines(),
    initialData: initial ?? undefined,
    staleTime: TICKER_REFRESH_MS,
    refetchInterval: TICKER_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return query.data ?? [];
}
