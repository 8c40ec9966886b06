// What the newsroom's pages load: a section's list (category, search, page from the address, checked here) and
// one article with the newest of its category.
import { data } from 'react-router';
import type { AppServices } from '../../platform/services.server';
import { LIST_PAGE_SIZE, SEARCH_TOO_LONG, type ArticleType } from './rules';
import { listQuery } from './schemas';

const notFound = () => data(null, { status: 404 });

export async function loadArticleList(services: AppServices, type: ArticleType, url: URL) {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  // A page or category that does not exist is a page that does not exist: 404.
  const page = listQuery.shape.page.safeParse(param('page'));
  const category = listQuery.shape.category.safeParse(param('category'));
  if (!page.success || !category.success) throw notFound();
  // Search text the list cannot take is said so, with no results, rather than dropped.
  const search = listQuery.shape.search.safeParse(param('search'));
  const searchError = search.success ? null : SEARCH_TOO_LONG;
  const text = search.success ? search.data : (param('search') ?? '').slice(0, 100);
  const list = searchError
    ? { items: [], total: 0, page: 1 }
    : await services.news.list({
        types: [type],
        limit: LIST_PAGE_SIZE,
        page: page.data,
        category: category.data,
        search: text,
      });
  const pages = Math.max(1, Math.ceil(list.total / LIST_PAGE_SIZE));
  if (page.data > pages) throw notFound();
  // Only once a search has found next to nothing: the spelling help costs a search that finds its results nothing.
  const suggestion =
    text && !searchError
      ? await services.news.suggest(
          { types: [type], limit: LIST_PAGE_SIZE, category: category.data, search: text },
          list.total,
        )
      : null;
  return {
    ...list,
    pages,
    category: category.data ?? null,
    search: text ?? '',
    searchError,
    suggestion,
    now: services.clock(),
  };
}

export async function loadArticlePage(services: AppServices, type: ArticleType, idOrSlug: string) {
  const article = idOrSlug.length <= 200 ? await services.news.get(idOrSlug, [type]) : null;
  if (!article) throw data(null, { status: 404 });
  return { article, related: await services.news.related(article), now: services.clock() };
}
