// The small pieces every article list shares: the picture with its fallback, the source, age and read-time line, and
// a list's story row.
import { useFallbackChain } from '../../../ui/fallback-chain';
import { useMinuteClock } from '../../../ui/minute-clock';
import { Link } from 'react-router';
import {
  ageLabel,
  articleHref,
  articleImage,
  excerpt,
  DEFAULT_STOCK_IMAGE,
  readTimeLabel,
  sourceLabel,
  type Article,
} from '../rules';
import { articleArtPath } from '../art';

/**
 * The article's picture; when it fails to load, the story's generated picture takes its place, and when that fails
 * too (the server unreachable), the static stock picture.
 */
export function ArticleImage({
  article,
  className,
  eager = false,
  sizes,
}: {
  article: Article;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const first = articleImage(article);
  const art = articleArtPath(article, 'svg');
  const { src, ref, onError } = useFallbackChain(
    first === art ? [art, DEFAULT_STOCK_IMAGE] : [first, art, DEFAULT_STOCK_IMAGE],
  );
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={800}
      height={450}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={onError}
      className={`aspect-video w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800 ${className ?? ''}`}
    />
  );
}

/** 'Source · 3 hours ago · 5 min read'. */
export function ArticleMeta({ article, now: rendered }: { article: Article; now: number }) {
  // The age moves on while the page stays open.
  const now = useMinuteClock(rendered);
  return (
    <p className="muted flex flex-wrap items-center gap-x-2 text-xs">
      <span>{sourceLabel(article)}</span>
      <span aria-hidden>·</span>
      <time dateTime={article.publishedAt} suppressHydrationWarning>
        {ageLabel(article.publishedAt, now)}
      </time>
      <span aria-hidden>·</span>
      <span>{readTimeLabel(article)}</span>
    </p>
  );
}

export function CategoryTag({ category }: { category: string }) {
  // Capitals by style, except an acronym's plural 's' ('NFTs', not 'NFTS').
  const plural = /^([A-Z]{2,})s$/.exec(category);
  return (
    <span className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
      {plural ? (
        <>
          {plural[1]}
          <span className="normal-case">s</span>
        </>
      ) : (
        category
      )}
    </span>
  );
}

/** One story of a list: picture, category, headline (the whole row is its link), excerpt and the meta line. */
export function ArticleListItem({ article, now, eager }: { article: Article; now: number; eager: boolean }) {
  return (
    <article className="relative flex flex-col gap-4 sm:flex-row">
      <div className="sm:w-56 sm:shrink-0">
        <ArticleImage article={article} eager={eager} sizes="(min-width: 640px) 224px, 100vw" />
      </div>
      <div className="min-w-0">
        <CategoryTag category={article.category} />
        <h2 className="mt-1 text-lg leading-snug font-bold wrap-anywhere line-clamp-4">
          <Link to={articleHref(article)} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="muted mt-1 text-sm wrap-anywhere">{excerpt(article.description)}</p>
        <div className="mt-2">
          <ArticleMeta article={article} now={now} />
        </div>
      </div>
    </article>
  );
}
