// What the newsroom's pages load: a section's list (category, search, page from the address, checked here) and
// one article with the newest of its category.
import { data } from 'react-router';
import type { AppServices } from '../../platform/services.server';
import { LIST_PAGE_SIZE, type ArticleType } from './rules';
import { listQuery } from './schemas';

export async function loadArticleList(services: AppServices, type: ArticleType, url: URL) {
  const parsed = listQuery.safeParse({
    page: url.searchParams.get('page') ?? undefined,
    category: url.searchParams.get('category') ?? undefined,
    search: url.searchParams.get('search') ?? undefined,
  });
  // A bad page, category or search in the address gives the first page of everything, not an error.
  const q = parsed.success ? parsed.data : { page: 1, category: undefined, search: undefined };
  const list = await services.news.list({
    types: [type],
    limit: LIST_PAGE_SIZE,
    page: q.page,
    category: q.category,
    search: q.search,
  });
  return {
    ...list,
    pages: Math.max(1, Math.ceil(list.total / LIST_PAGE_SIZE)),
    category: q.category ?? null,
    search: q.search ?? '',
    now: services.clock(),
  };
}

export async function loadArticlePage(services: AppServices, type: ArticleType, idOrSlug: string) {
  const article = idOrSlug.length <= 200 ? await services.news.get(idOrSlug, [type]) : null;
  if (!article) throw data(null, { status: 404 });
  return { article, related: await services.news.related(article), now: services.clock() };
}
