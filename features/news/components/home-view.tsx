// The home page: category chips and search, Top Stories (a hero and 3 featured), Latest News and Latest Press
// Releases (4 at first, 'Load More' by 4), Trending Now by real view counts, the Daily Crypto Brief and an
// introduction. The lists arrive after the page's frame: until then a skeleton holds their place.
import { Suspense, useMemo, type FormEvent, type KeyboardEvent } from 'react';
import { Await, Link, useNavigate, useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, type NewsCategory } from '../categories';
import { FEATURED_COUNT, moreNewsRemain, morePressRemain, TRENDING_COUNT, type Article } from '../rules';
import type { HomeLists } from '../client/home-data';
import { topStories } from '../ranking';
import { AdSlot, type AdsConfig } from './ad-slot';
import { ArticleColumn, FeaturedStory, HeroStory, Trending } from './home-stories';
import { NewsletterForm } from '../../newsletter';

const CHIPS: ('All' | NewsCategory)[] = ['All', ...NEWS_CATEGORIES];

export function HomeView({
  lists,
  now,
  ads = null,
}: {
  lists: Promise<HomeLists>;
  now: number;
  ads?: AdsConfig | null;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category') ?? '';
  const category = NEWS_CATEGORIES.find((c) => c.toLowerCase() === raw.toLowerCase()) ?? null;
  const choose = (chip: 'All' | NewsCategory) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (chip === 'All') next.delete('category');
        else next.set('category', chip);
        return next;
      },
      // A history entry per chip: Back returns to the chip before (or the unfiltered page), not off the site.
      { preventScrollReset: true },
    );
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Crypto news and market insight</h1>
      <AdSlot ads={ads} slot="home-leaderboard" className="mt-4" />
      <Suspense
        fallback={
          <>
            <FilterBar category={category} disabled />
            <HomeSkeleton />
          </>
        }
      >
        <Await resolve={lists}>
          {(loaded) => (
            <>
              <FilterBar category={category} onChoose={choose} />
              <HomeSections lists={loaded} category={category} now={now} ads={ads} key={category ?? 'All'} />
            </>
          )}
        </Await>
      </Suspense>
      <Introduction />
    </main>
  );
}

function FilterBar({
  category,
  onChoose,
  disabled = false,
}: {
  category: NewsCategory | null;
  onChoose?: (chip: 'All' | NewsCategory) => void;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const text = e.currentTarget.value.trim();
    if (e.key === 'Enter' && text) navigate(`/news?search=${encodeURIComponent(text)}`);
  };
  // Enter is the only way to search (the spec): the form never submits by itself.
  const noSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div
        role="group"
        aria-label="Categories"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:flex-wrap"
      >
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="chip shrink-0 whitespace-nowrap"
            aria-pressed={chip === 'All' ? category === null : category === chip}
            disabled={disabled}
            onClick={() => onChoose?.(chip)}
          >
            {chip}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={noSubmit} className="lg:w-72">
        <label htmlFor="home-search" className="sr-only">
          Search news
        </label>
        <input
          id="home-search"
          type="search"
          className="field w-full"
          placeholder="Search news…"
          enterKeyHint="search"
          maxLength={100}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
      </form>
    </div>
  );
}

function HomeSections({
  lists,
  category,
  now,
  ads,
}: {
  lists: HomeLists;
  category: NewsCategory | null;
  now: number;
  ads: AdsConfig | null;
}) {
  const inCategory = (a: Article) => !category || a.category === category;
  const news = useMemo(() => lists.news.filter(inCategory), [lists.news, category]); // eslint-disable-line react-hooks/exhaustive-deps
  const press = useMemo(() => lists.press.filter(inCategory), [lists.press, category]); // eslint-disable-line react-hooks/exhaustive-deps
  const top = useMemo(() => topStories(news, now, FEATURED_COUNT + 1), [news, now]);
  const trending = useMemo(
    () => [...news, ...press].sort((a, b) => b.views - a.views).slice(0, TRENDING_COUNT),
    [news, press],
  );
  const viewAll = (path: string) => (category ? `${path}?category=${category}` : path);
  return (
    <>
      <section aria-labelledby="top-stories" className="mt-6">
        <h2 id="top-stories" className="mb-4 text-xl font-bold">
          Top Stories
        </h2>
        {top.length === 0 ? (
          <p className="card muted p-8 text-center">No articles found for this category.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-3">
            <HeroStory article={top[0]!} now={now} />
            <ul
              className="grid content-start gap-5 sm:grid-cols-3 lg:grid-cols-1"
              aria-label="Featured stories"
            >
              {top.slice(1).map((a) => (
                <li key={a.id}>
                  <FeaturedStory article={a} now={now} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <ArticleColumn
          id="latest-news"
          title="Latest News"
          items={news}
          now={now}
          empty="No news articles found."
          moreLabel="Load More News"
          allLabel="View All News"
          allHref={viewAll('/news')}
          moreRemain={moreNewsRemain}
        />
        <ArticleColumn
          id="latest-press"
          title="Latest Press Releases"
          items={press}
          now={now}
          empty="No press releases found."
          moreLabel="Load More Press Releases"
          allLabel="View All Press Releases"
          allHref={viewAll('/press-releases')}
          moreRemain={morePressRemain}
        />
        <aside className="flex flex-col gap-8" aria-label="Trending and newsletter">
          <Trending items={trending} category={category} />
          <AdSlot ads={ads} slot="home-sidebar" />
          <NewsletterForm />
        </aside>
      </div>
    </>
  );
}

/** While the lists load: the chips disabled, and four placeholder columns. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading news" data-testid="home-skeleton">
      <div className="mt-6 grid animate-pulse gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3">
            <div className="aspect-video rounded-lg bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-full rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        ))}
      </div>
    </div>
  );
}

function Introduction() {
  return (
    <section
      aria-labelledby="about-blockcast"
      className="mt-14 border-t pt-8"
      style={{ borderColor: 'var(--border)' }}
    >
      <h2 id="about-blockcast" className="text-lg font-bold">
        About Blockcast
      </h2>
      <p className="muted mt-2 max-w-3xl">
        Blockcast covers the crypto market as it moves: breaking{' '}
        <Link className="link" to="/news">
          news
        </Link>
        , company{' '}
        <Link className="link" to="/press-releases">
          press releases
        </Link>
        , live prices for the top 300 coins on{' '}
        <Link className="link" to="/markets">
          Markets
        </Link>
        , the day’s biggest{' '}
        <Link className="link" to="/top-movers">
          gainers and losers
        </Link>
        , sector{' '}
        <Link className="link" to="/analysis">
          analysis
        </Link>
        , and a 24/7 crypto television network on{' '}
        <Link className="link" to="/shows">
          Shows
        </Link>
        . New to crypto? Start with our{' '}
        <Link className="link" to="/tutorials">
          tutorials
        </Link>{' '}
        or hear from the people building the industry in{' '}
        <Link className="link" to="/expert-interviews">
          expert interviews
        </Link>
        .
      </p>
    </section>
  );
}
