// Recent Episodes: a filter by show ('All Shows' first) and a grid of episode cards. A card's thumbnail is the
// provider's picture through our image cache, retried with the max-resolution, then the default, then the
// provider's own picture; clicking it puts the player in its place, playing.
import { useEffect, useRef, useState } from 'react';
import { useFallbackChain } from '../../../ui/fallback-chain';
import { playerUrl, showArt, thumbnailChain, type Episode } from '../episodes';
import { FLAGSHIP_SHOWS } from '../programming';

const showName = (id: string) => FLAGSHIP_SHOWS.find((s) => s.id === id)?.name ?? id;

export function EpisodeGrid({ episodes }: { episodes: Episode[] }) {
  const [filter, setFilter] = useState<string | null>(null);
  const shown = filter ? episodes.filter((e) => e.show === filter) : episodes;
  return (
    <>
      <div
        role="group"
        aria-label="Filter episodes by show"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {[null, ...FLAGSHIP_SHOWS.map((s) => s.id)].map((id) => (
          <button
            key={id ?? 'all'}
            type="button"
            className="chip shrink-0 whitespace-nowrap"
            aria-pressed={filter === id}
            onClick={() => setFilter(id)}
          >
            {id ? showName(id) : 'All Shows'}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="muted mt-6">No episodes yet.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e) => (
            <li key={e.id}>
              <EpisodeCard episode={e} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EpisodeCard({ episode }: { episode: Episode }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button that started it is gone: the keyboard goes on from the player that took its place.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const date = new Date(episode.date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <article className="card overflow-hidden" aria-labelledby={`episode-${episode.id}`}>
      <div className="relative aspect-video bg-slate-900">
        {playing && episode.youtubeId ? (
          <iframe
            ref={player}
            src={playerUrl(episode.youtubeId)}
            title={episode.title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : episode.youtubeId ? (
          <button
            type="button"
            className="group absolute inset-0 h-full w-full"
            onClick={() => setPlaying(true)}
            aria-label={`Play ${episode.title}`}
          >
            <Thumbnail youtubeId={episode.youtubeId} showId={episode.show} />
            <span
              aria-hidden
              className="absolute top-1/2 left-1/2 grid h-14 w-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/70 text-2xl text-white group-hover:bg-red-700"
            >
              ▶
            </span>
          </button>
        ) : (
          <>
            <img
              src={showArt(episode.show)}
              alt=""
              width={480}
              height={270}
              loading="lazy"
              className="h-full w-full object-cover"
            />
            <span className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-0.5 text-xs text-white">
              Video coming soon
            </span>
          </>
        )}
      </div>
      <div className="p-4">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {showName(episode.show)}
          {episode.type === 'live' && <span className="muted ml-2 normal-case">· Aired live</span>}
        </p>
        <h3 id={`episode-${episode.id}`} className="mt-1 leading-snug font-semibold">
          {episode.title}
        </h3>
        <p className="muted mt-1 text-xs">
          {date} · {episode.duration} · {episode.views.toLocaleString('en-US')} views
        </p>
      </div>
    </article>
  );
}

/** Tries each address of the chain in turn when the previous one fails to load. */
function Thumbnail({ youtubeId, showId }: { youtubeId: string; showId: string }) {
  const chain = [...thumbnailChain(youtubeId), showArt(showId)];
  const { src, ref, onError } = useFallbackChain(chain);
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onError={onError}
    />
  );
}
