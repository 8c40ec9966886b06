// The scrolling news-and-press bar under the header: 10 news and 5 press headlines, shuffled, refreshed every
// 5 minutes. Press items open their release, news items their story. With no headlines yet, the bar is not shown.
// The bar is one tab stop; the arrows move between its headlines.
import { Link, useRouteLoaderData } from 'react-router';
import {
  moveAlongBand,
  revealFocused,
  usePauseOffscreen,
} from '../../features/market/components/use-pause-offscreen';
import { useHeadlines } from '../../features/news/client/use-headlines';
import type { Headline } from '../../features/news/headlines';
import type { loader as rootLoader } from '../root';

export function TickerBar() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const items = useHeadlines(root?.headlines ?? null);
  return <TickerBarView items={items} />;
}

const moveAlongHeadlines = moveAlongBand('[data-headline]');

export function TickerBarView({ items }: { items: Headline[] }) {
  const { ref, paused } = usePauseOffscreen<HTMLDivElement>();
  if (items.length === 0) return null;
  const loop = [...items, ...items];
  return (
    <div ref={ref} className="ticker-bar" aria-label="Latest news and press releases" role="region">
      <span className="ticker-label">Latest</span>
      <div className="marquee" data-paused={paused} onFocus={revealFocused}>
        {/* One tab stop: the arrows move between headlines, as in the price band. */}
        <ul className="marquee-track" onKeyDown={moveAlongHeadlines}>
          {loop.map((item, i) => (
            <li key={`${item.key}-${i}`} aria-hidden={i >= items.length || undefined}>
              <Link
                to={item.href}
                tabIndex={i === 0 ? undefined : -1}
                data-headline={i < items.length ? '' : undefined}
              >
                <span className="ticker-kind">{item.kind === 'press' ? 'Press' : 'News'}</span>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
