// The home page: the news and press lists stream in after the frame (a skeleton holds their place), and the
// browser keeps them 5 minutes in memory and an hour in storage, shown when the server cannot be reached.
import { useEffect } from 'react';
import { useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { browserEnv } from '../../lib/client-cache';
import { loadHomeLists, rememberHomeLists, type HomeLists } from '../../features/news/client/home-data';
import { HomeView } from '../../features/news/components/home-view';
import { excerpt, HOME_FETCH_LIMIT } from '../../features/news/rules';
import { seo } from '../seo';
import { useNonce } from '../shell/nonce';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  const { news, clock, logger } = context.services;
  // A list that fails shows its empty state; the other still shows.
  const list = (types: ['news'] | ['press_release']) =>
    news
      .list({ types, limit: HOME_FETCH_LIMIT })
      // The page shows 120-character excerpts and no tags: the rest would only weigh on the page.
      .then((l) => l.items.map((a) => ({ ...a, description: excerpt(a.description), tags: [] })))
      .catch((err: unknown) => {
        logger.warn({ err }, 'home list failed');
        return [];
      });
  const lists: Promise<HomeLists> = Promise.all([list(['news']), list(['press_release'])]).then(
    ([newsItems, press]) => ({ news: newsItems, press }),
  );
  return { now: clock(), lists };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const env = browserEnv();
  return { now: env.now(), lists: loadHomeLists(env, async () => (await serverLoader()).lists) };
}

// Choosing a category only filters what is loaded.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Crypto News, Live Prices & 24/7 Crypto TV',
    description:
      'Blockcast brings you crypto news, press releases, live prices for the top 300 coins and a 24/7 crypto television network.',
    path: '/',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lists, now } = loaderData;
  useEffect(() => {
    void lists.then((loaded) => rememberHomeLists(browserEnv(), loaded, now));
  }, [lists, now]);
  const ads = useRouteLoaderData<typeof rootLoader>('root')?.ads ?? null;
  const nonce = useNonce();
  return (
    <>
      {ads && (
        <script
          async
          src={ads.scriptUrl}
          data-ad-client={ads.client}
          nonce={nonce}
          suppressHydrationWarning
        />
      )}
      <HomeView lists={loaderData.lists} now={loaderData.now} ads={ads} />
    </>
  );
}
