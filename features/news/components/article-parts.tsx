// The small pieces every article list shares: the picture with its fallback, and the source, age and read-time line.
import { useState } from 'react';
import { ageLabel, articleImage, readTimeLabel, sourceLabel, stockImage, type ArticleView } from '../rules';

/** The article's picture; when it fails to load, the category's stock picture takes its place. */
export function ArticleImage({
  article,
  className,
  eager = false,
  sizes,
}: {
  article: ArticleView;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = failed ? stockImage(article.category) : articleImage(article);
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={450}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-video w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800 ${className ?? ''}`}
    />
  );
}

/** 'Source · 3 hours ago · 5 min read'. */
export function ArticleMeta({ article, now }: { article: ArticleView; now: number }) {
  return (
    <p className="muted flex flex-wrap items-center gap-x-2 text-xs">
      <span>{sourceLabel(article)}</span>
      <span aria-hidden>·</span>
      <time dateTime={article.published_date} suppressHydrationWarning>
        {ageLabel(article.published_date, now)}
      </time>
      <span aria-hidden>·</span>
      <span>{readTimeLabel(article)}</span>
    </p>
  );
}

export function CategoryTag({ category }: { category: string }) {
  return (
    <span className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
      {category}
    </span>
  );
}
