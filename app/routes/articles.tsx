// A newsroom section's list: /news, /press-releases, /expert-interviews, /tutorials (search, category, page).
import { useLocation } from 'react-router';
import { ArticleListView } from '../../features/news/components/article-list-view';
import { loadArticleList } from '../../features/news/pages.server';
import { listPath, sectionAt } from '../../features/news/sections';
import { pagePath } from '../page-path';
import { seo } from '../seo';
import type { Route } from './+types/articles';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleList(context.services, sectionAt(pagePath(request)).type, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => {
  const section = sectionAt(args.location.pathname);
  const search = args.loaderData?.search;
  return seo(args, {
    title: search ? `${section.heading}: “${search}”` : section.heading,
    description: section.description,
    // Each page of a list, and each category, is a page of its own to search engines.
    path: listPath(section, { category: args.loaderData?.category, page: args.loaderData?.page }),
    noindex: Boolean(search),
  });
};

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleListView section={sectionAt(useLocation().pathname)} list={loaderData} />;
}
