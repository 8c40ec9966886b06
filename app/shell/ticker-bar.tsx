// The scrolling news-and-press bar under the header. Press items open their release, news items the news page.
import { Link } from 'react-router';
import { revealFocused, usePauseOffscreen } from '../../features/market/components/use-pause-offscreen';

export interface TickerItem {
  id: string;
  kind: 'news' | 'press';
  title: string;
}

/** Shown until the news service supplies headlines, and whenever fetching them fails. */
export const SAMPLE_HEADLINES: TickerItem[] = [
  { id: 'sample-1', kind: 'news', title: 'Bitcoin holds above key support as volumes rise' },
  { id: 'sample-2', kind: 'news', title: 'Ethereum developers schedule the next network upgrade' },
  { id: 'sample-3', kind: 'news', title: 'Stablecoin supply reaches a new high' },
  { id: 'sample-4', kind: 'news', title: 'Blockcast 24/7 crypto TV goes live in September 2025' },
];

export function tickerHref(item: TickerItem): string {
  return item.kind === 'press' ? `/press-releases/${encodeURIComponent(item.id)}` : '/news';
}

export function TickerBar({ items = SAMPLE_HEADLINES }: { items?: TickerItem[] }) {
  const { ref, paused } = usePauseOffscreen<HTMLDivElement>();
  const loop = [...items, ...items];
  return (
    <div ref={ref} className="ticker-bar" aria-label="Latest news and press releases" role="region">
      <span className="ticker-label">Latest</span>
      <div className="marquee" data-paused={paused} onFocus={revealFocused}>
        <ul className="marquee-track">
          {loop.map((item, i) => (
            <li key={`${item.id}-${i}`} aria-hidden={i >= items.length || undefined}>
              <Link to={tickerHref(item)} tabIndex={i >= items.length ? -1 : undefined}>
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
