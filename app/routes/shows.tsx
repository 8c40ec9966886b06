// /shows: the 24/7 crypto broadcasting network.
import { ShowsView } from '../../features/shows/components/shows-view';
import { videoStructuredData } from '../../features/shows/episodes';
import { recentEpisodes } from '../../features/shows/service.server';
import { seo } from '../seo';
import type { Route } from './+types/shows';

export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = context.services;
  const now = clock();
  return { now, episodes: await recentEpisodes(database.db, now) };
}

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined;
  const videos = (args.loaderData?.episodes ?? [])
    .map((e) => videoStructuredData(e, root?.siteUrl ?? ''))
    .filter((v) => v !== null);
  return [
    ...seo(args, {
      title: 'Shows: 24/7 Crypto TV',
      description:
        'Blockcast TV, the 24/7 crypto broadcasting network launching September 2025: live market shows, schedules, hosts and recent episodes.',
    }),
    ...videos.map((v) => ({ 'script:ld+json': v })),
  ];
};

export default function Shows({ loaderData }: Route.ComponentProps) {
  return <ShowsView {...loaderData} />;
}
