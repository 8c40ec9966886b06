// The home page's story blocks: the Top Stories hero and featured cards, the Latest News and Press Releases columns
// (4 at first, 'Load More' by 4, the keyboard kept on the first added story) and Trending Now.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NewsCategory } from '../categories';
import { articleHref, excerpt, HOME_PAGE_STEP, viewsLabel, type Article } from '../rules';
import { ArticleImage, ArticleMeta, CategoryTag } from './article-parts';

export function HeroStory({ article, now }: { article: Article; now: number }) {
  return (
    <article className="relative lg:col-span-2">
      <ArticleImage article={article} eager sizes="(min-width: 1024px) 840px, 100vw" />
      <div className="mt-3">
        <CategoryTag category={article.category} />
        <h3 className="mt-1 line-clamp-6 text-2xl leading-tight font-bold wrap-anywhere sm:text-3xl">
          <Link to={articleHref(article)} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="muted mt-2 wrap-anywhere">{excerpt(article.description)}</p>
        <div className="mt-2">
          <ArticleMeta article={article} now={now} />
        </div>
      </div>
    </article>
  );
}

export function FeaturedStory({ article, now }: { article: Article; now: number }) {
  return (
    <article className="relative flex gap-3 sm:flex-col lg:flex-row">
      <div className="w-28 shrink-0 sm:w-full lg:w-32">
        <ArticleImage article={article} />
      </div>
      <div className="min-w-0">
        <CategoryTag category={article.category} />
        <h3 className="mt-0.5 line-clamp-4 leading-snug font-semibold wrap-anywhere">
          <Link to={articleHref(article)} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </h3>
        <div className="mt-1">
          <ArticleMeta article={article} now={now} />
        </div>
      </div>
    </article>
  );
}

export function ArticleColumn(props: {
  id: string;
  title: string;
  items: Article[];
  now: number;
  empty: string;
  moreLabel: string;
  allLabel: string;
  allHref: string;
  moreRemain: (visible: number, total: number) => boolean;
}) {
  const [visible, setVisible] = useState(HOME_PAGE_STEP);
  // After Load More, the keyboard's place moves to the first story it added (the button may be gone).
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [visible]);
  const shown = props.items.slice(0, visible);
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="border-b pb-2 text-xl font-bold" style={{ borderColor: 'var(--border)' }}>
        {props.title}
      </h2>
      {shown.length === 0 ? (
        <p className="muted py-6">{props.empty}</p>
      ) : (
        <ul ref={list} className="divide-y" style={{ borderColor: 'var(--border)' }}>
          {shown.map((a) => (
            <li key={a.id} className="py-4" style={{ borderColor: 'var(--border)' }}>
              <article className="relative">
                <CategoryTag category={a.category} />
                <h3 className="mt-0.5 line-clamp-4 leading-snug font-semibold wrap-anywhere">
                  <Link to={articleHref(a)} className="after:absolute after:inset-0 hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="muted mt-1 text-sm wrap-anywhere">{excerpt(a.description)}</p>
                <div className="mt-1">
                  <ArticleMeta article={a} now={props.now} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 &&
        (props.moreRemain(visible, props.items.length) ? (
          <button
            type="button"
            className="btn-secondary mt-2 w-full"
            onClick={() => {
              focusFrom.current = visible;
              setVisible((v) => v + HOME_PAGE_STEP);
            }}
          >
            {props.moreLabel}
          </button>
        ) : (
          <Link to={props.allHref} className="btn-secondary mt-2 block w-full text-center">
            {props.allLabel}
          </Link>
        ))}
    </section>
  );
}

export function Trending({ items, category }: { items: Article[]; category: NewsCategory | null }) {
  return (
    <section aria-labelledby="trending" className="card p-4">
      <h2 id="trending" className="text-lg font-bold">
        Trending Now
      </h2>
      {items.length === 0 ? (
        <p className="muted mt-2 text-sm">
          {category ? 'No articles found for this category.' : 'No trending stories yet.'}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((a, i) => (
            <li key={a.id} className="flex gap-3">
              <span
                aria-hidden
                className="text-2xl leading-none font-extrabold text-blue-600 dark:text-blue-400"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <Link
                  to={articleHref(a)}
                  className="line-clamp-4 leading-snug font-semibold wrap-anywhere hover:underline"
                >
                  {a.title}
                </Link>
                <p className="muted text-xs">{viewsLabel(a.views)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
