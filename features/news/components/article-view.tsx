// One article's page: category, title, summary, source, date and read time, the picture, the sanitized body,
// the original's address for an ingested story, share links and the newest of its category. A reader's visit is
// counted once a day.
import { useEffect } from 'react';
import { Link, PrefetchPageLinks } from 'react-router';
import { apiCall } from '../../../platform/browser/api';
import {
  articleHref,
  longDate,
  readTimeLabel,
  sourceLabel,
  type ArticleDetail,
  type Article,
} from '../rules';
import type { Section } from '../sections';
import { ArticleImage, ArticleMeta, CategoryTag } from './article-parts';
import { ShareLinks } from './share-links';

export function ArticlePageView({
  section,
  article,
  related,
  now,
  canonicalUrl,
}: {
  section: Section;
  article: ArticleDetail;
  related: Article[];
  now: number;
  canonicalUrl: string;
}) {
  useEffect(() => {
    // Counted by the server once per reader per day; a failure costs nothing.
    void apiCall(fetch, `/api/articles/${article.id}/view`, { method: 'POST', keepalive: true });
  }, [article.id]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {section.type === 'press_release' && <PrefetchPageLinks page={section.path} />}
      <article>
        <header>
          <CategoryTag category={article.category} />
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight wrap-anywhere sm:text-4xl">
            {article.title}
          </h1>
          {article.description && !article.summaryInBody && (
            <p className="muted mt-3 text-lg wrap-anywhere">{article.description}</p>
          )}
          <p className="muted mt-4 flex flex-wrap gap-x-2 text-sm">
            <span>{sourceLabel(article)}</span>
            <span aria-hidden>·</span>
            <time dateTime={article.publishedAt}>{longDate(article.publishedAt)}</time>
            <span aria-hidden>·</span>
            <span>{readTimeLabel(article)}</span>
          </p>
        </header>
        <div className="mt-6">
          <ArticleImage article={article} eager sizes="(min-width: 768px) 720px, 100vw" />
        </div>
        <div
          className="prose-page article-body mt-6"
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
        {article.sourceUrl && (
          <p className="mt-6">
            <a
              className="link font-semibold"
              href={article.sourceUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              Read the full story at {sourceLabel(article)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        {article.tags.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t} className="chip">
                {t}
              </li>
            ))}
          </ul>
        )}
        <footer className="mt-8 border-t pt-4" style={{ borderColor: 'var(--border)' }}>
          <ShareLinks url={canonicalUrl} title={article.title} />
        </footer>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className="text-xl font-bold">
            More in {article.category}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-3">
            {related.map((a) => (
              <li key={a.id}>
                <article className="relative">
                  <ArticleImage article={a} />
                  <h3 className="mt-2 line-clamp-4 leading-snug font-semibold wrap-anywhere">
                    <Link to={articleHref(a)} className="after:absolute after:inset-0 hover:underline">
                      {a.title}
                    </Link>
                  </h3>
                  <div className="mt-1">
                    <ArticleMeta article={a} now={now} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-10">
        <Link to={section.path} className="link">
          ← Back to {section.label}
        </Link>
      </p>
    </main>
  );
}
