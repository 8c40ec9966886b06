// One article: /news/{slug}, /press-releases/{id or slug}, /expert-interviews/{slug}, /tutorials/{slug}.
import { useLocation, useRouteLoaderData } from 'react-router';
import { ArticlePageView } from '../../features/news/components/article-view';
import { loadArticlePage } from '../../features/news/pages.server';
import { articlePath, articleShareImage, sourceLabel } from '../../features/news/rules';
import { sectionAt } from '../../features/news/sections';
import { absoluteUrl } from '../../features/seo/meta';
import { pagePath } from '../page-path';
import { seo } from '../seo';
import type { CrumbHandle } from '../shell/breadcrumbs';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/article';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadArticlePage(context.services, sectionAt(pagePath(request)).type, params.id);
}

/** The last breadcrumb is the article's title, not its slug. */
export const handle: CrumbHandle = {
  crumb: (data) => (data as Awaited<ReturnType<typeof loader>>).article.title,
};

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return seo(args, { title: 'Article not found', noindex: true });
  const { article } = page;
  const path = articlePath(article.type, article.slug);
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined;
  const siteUrl = root?.siteUrl ?? '';
  // A raster picture at an absolute address: what link previews read.
  const image = absoluteUrl(siteUrl, articleShareImage(article));
  return seo(args, {
    title: article.title,
    description: article.description,
    path,
    type: 'article',
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title.slice(0, 110),
      description: article.description,
      image: [image],
      datePublished: article.publishedAt,
      articleSection: article.category,
      keywords: article.tags.join(', '),
      mainEntityOfPage: `${siteUrl}${path}`,
      author: { '@type': 'Organization', name: sourceLabel(article) },
      publisher: {
        '@type': 'Organization',
        name: 'Blockcast',
        logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
      },
    },
  });
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? '';
  const { article } = loaderData;
  return (
    <ArticlePageView
      key={article.id}
      section={sectionAt(useLocation().pathname)}
      {...loaderData}
      canonicalUrl={`${siteUrl}${articlePath(article.type, article.slug)}`}
    />
  );
}
