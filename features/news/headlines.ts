// The scrolling bar's headlines: the newest 10 news and 5 press items, shuffled together. Browser-safe.
import { articleHref, TICKER_NEWS_COUNT, TICKER_PRESS_COUNT, type Article } from './rules';

export interface Headline {
  key: string;
  kind: 'news' | 'press';
  title: string;
  href: string;
}

/** Fisher-Yates with an injectable random source (tests pin it). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function toHeadlines(news: Article[], press: Article[], random?: () => number): Headline[] {
  const item = (kind: Headline['kind']) => (a: Article) => ({
    key: `${kind}-${a.id}`,
    kind,
    title: a.title,
    href: articleHref(a),
  });
  return shuffled(
    [
      ...news.slice(0, TICKER_NEWS_COUNT).map(item('news')),
      ...press.slice(0, TICKER_PRESS_COUNT).map(item('press')),
    ],
    random,
  );
}
