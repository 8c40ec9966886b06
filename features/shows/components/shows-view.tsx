// The shows page: the network's banner, its programming philosophy, the four flagship shows (with the 'LIVE NOW'
// pill on the live show while it is on air, by the schedule in US Eastern time), weekend and educational
// programming, recent episodes with a show filter and a player that starts on click, and production innovation.
import { useMinuteClock } from '../../../ui/minute-clock';
import type { Episode } from '../episodes';
import {
  EDUCATIONAL_PROGRAMMING,
  FLAGSHIP_SHOWS,
  INNOVATION,
  NETWORK,
  PHILOSOPHY,
  WEEKEND_PROGRAMMING,
  type Block,
  type Show,
} from '../programming';
import { dayRange, onAir, slotLabel, timeRange } from '../schedule';
import { EpisodeGrid } from './episode-grid';

export const isLiveNow = (show: Show, now: number) => show.status === 'live' && onAir(show.slot, now);

const FORMAT_LABEL: Record<Show['status'], string> = {
  live: 'Broadcast live',
  recorded: 'Recorded',
  upcoming: 'Coming soon',
};

export function ShowsView({ now: initialNow, episodes }: { now: number; episodes: Episode[] }) {
  const now = useMinuteClock(initialNow);
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-blue-700 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide">
            {NETWORK.banner}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Blockcast TV</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">
            The 24/7 crypto television network, launching {NETWORK.launch}: live market coverage every weekday
            morning, in-depth shows through the day and programming around the clock for the{' '}
            <strong>{NETWORK.audience} people who use crypto worldwide</strong>.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="philosophy">
          <h2 id="philosophy" className="text-2xl font-bold">
            Programming Philosophy
          </h2>
          <CardList items={PHILOSOPHY} />
        </section>

        <section aria-labelledby="flagship">
          <h2 id="flagship" className="text-2xl font-bold">
            Flagship Programming
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {FLAGSHIP_SHOWS.map((show) => (
              <li key={show.id}>
                <ShowCard show={show} live={isLiveNow(show, now)} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="weekend">
          <h2 id="weekend" className="text-2xl font-bold">
            Weekend Programming
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {(['Saturday', 'Sunday'] as const).map((day) => (
              <div key={day} className="card p-5">
                <h3 className="text-lg font-semibold">{day}</h3>
                <ul className="mt-3 space-y-3">
                  {WEEKEND_PROGRAMMING.filter((b) => b.title.startsWith(day)).map((b) => (
                    <BlockItem key={b.title} block={b} title={b.title.replace(`${day}: `, '')} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="educational">
          <h2 id="educational" className="text-2xl font-bold">
            Educational Programming
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="card p-5">
              <h3 className="text-lg font-semibold">
                {EDUCATIONAL_PROGRAMMING.series.title}{' '}
                <span className="muted text-sm font-normal">
                  ({dayRange(EDUCATIONAL_PROGRAMMING.series.slot.days)})
                </span>
              </h3>
              <p className="mt-1 text-sm font-medium">{timeRange(EDUCATIONAL_PROGRAMMING.series.slot)}</p>
              <p className="muted mt-2 text-sm">{EDUCATIONAL_PROGRAMMING.series.description}</p>
            </div>
            <div className="card p-5">
              <h3 className="text-lg font-semibold">Advanced content</h3>
              <ul className="mt-3 space-y-3">
                {EDUCATIONAL_PROGRAMMING.advanced.map((b) => (
                  <BlockItem key={b.title} block={b} title={b.title} />
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section aria-labelledby="episodes">
          <h2 id="episodes" className="text-2xl font-bold">
            Recent Episodes
          </h2>
          <EpisodeGrid episodes={episodes} />
        </section>

        <section aria-labelledby="innovation">
          <h2 id="innovation" className="text-2xl font-bold">
            Production Innovation
          </h2>
          <CardList items={INNOVATION} />
        </section>
      </div>
    </main>
  );
}

/** Three cards of a title and a text: the philosophy and the innovation sections. */
function CardList({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {items.map((p) => (
        <li key={p.title} className="card p-5">
          <h3 className="font-semibold">{p.title}</h3>
          <p className="muted mt-2 text-sm">{p.text}</p>
        </li>
      ))}
    </ul>
  );
}

function ShowCard({ show, live }: { show: Show; live: boolean }) {
  return (
    <article className="card h-full p-5" aria-labelledby={`show-${show.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`show-${show.id}`} className="text-xl font-bold">
          {show.name}
        </h3>
        {live && (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
            LIVE NOW
          </span>
        )}
        <span className="muted ml-auto text-xs font-medium">{FORMAT_LABEL[show.status]}</span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="muted">Schedule</dt>
        <dd>{slotLabel(show.slot)}</dd>
        <dt className="muted">Host</dt>
        <dd>{show.host}</dd>
        <dt className="muted">Episodes</dt>
        <dd>{show.episodes}</dd>
      </dl>
      <p className="muted mt-3 text-sm">{show.description}</p>
      <h4 className="mt-4 text-sm font-semibold">Segments</h4>
      <ol className="mt-2 space-y-2 text-sm">
        {show.segments.map((s) => (
          <li key={s.time} className="grid grid-cols-[5rem_1fr] gap-2">
            <span className="font-mono text-xs leading-5 font-semibold">{s.time}</span>
            <span>
              <span className="font-medium">{s.title}</span>
              <span className="muted block">{s.desc}</span>
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

function BlockItem({ block, title }: { block: Block; title: string }) {
  return (
    <li>
      <p className="font-medium">
        {title} <span className="muted text-sm font-normal">· {timeRange(block.slot)}</span>
      </p>
      <p className="muted text-sm">{block.description}</p>
    </li>
  );
}
