import { describe, expect, test } from 'vitest';
import { isLiveNow } from './components/shows-view';
import { formatDuration, isoDuration, thumbnailChain, videoStructuredData, type Episode } from './episodes';
import { FLAGSHIP_SHOWS } from './programming';
import { easternTime, lastAirings, onAir, slotLabel } from './schedule';

const show = (name: string) => FLAGSHIP_SHOWS.find((s) => s.name === name)!;
const liveAt = (iso: string) =>
  FLAGSHIP_SHOWS.filter((s) => isLiveNow(s, Date.parse(iso))).map((s) => s.name);

describe('the schedule in US Eastern time', () => {
  test('Eastern time follows daylight saving: 12:00 UTC is 8 AM in July and 7 AM in January', () => {
    expect(easternTime(Date.parse('2026-07-14T12:00:00Z'))).toEqual({ day: 2, minute: 8 * 60 });
    expect(easternTime(Date.parse('2026-01-13T12:00:00Z'))).toEqual({ day: 2, minute: 7 * 60 });
  });

  test('a weekday show’s last airings skip the weekend and keep their Eastern start across the end of daylight saving', () => {
    const iso = (ms: number[]) => ms.map((t) => new Date(t).toISOString());
    // Monday 23 November, 5 AM ET: the morning show last began Friday, Thursday and Wednesday at 6 AM EST.
    expect(iso(lastAirings(show('Crypto Market Open').slot, Date.parse('2026-11-23T10:00:00Z'), 3))).toEqual([
      '2026-11-20T11:00:00.000Z',
      '2026-11-19T11:00:00.000Z',
      '2026-11-18T11:00:00.000Z',
    ]);
    // Tuesday 3 November, 12:30 PM EST: today's noon hour has not ended; Monday's was EST, Friday's still EDT.
    expect(iso(lastAirings(show('The Daily Decrypt').slot, Date.parse('2026-11-03T17:30:00Z'), 2))).toEqual([
      '2026-11-02T17:00:00.000Z',
      '2026-10-30T16:00:00.000Z',
    ]);
  });

  test('[SHOWS-004] LIVE NOW marks the live show while it is on air, and no show otherwise', () => {
    // Tuesday 8:00 AM ET (EST, UTC-5).
    expect(liveAt('2026-11-24T13:00:00Z')).toEqual(['Crypto Market Open']);
    // Tuesday 10:00 AM ET: the show has ended.
    expect(liveAt('2026-11-24T15:00:00Z')).toEqual([]);
    // Tuesday 12:30 PM ET: The Daily Decrypt is on air, but it is a recorded show.
    expect(onAir(show('The Daily Decrypt').slot, Date.parse('2026-11-24T17:30:00Z'))).toBe(true);
    expect(liveAt('2026-11-24T17:30:00Z')).toEqual([]);
    // Saturday 8:00 AM ET: no weekday show.
    expect(liveAt('2026-11-28T13:00:00Z')).toEqual([]);
  });

  test('the flagship shows have the spec’s episodes, times and formats', () => {
    const rows = FLAGSHIP_SHOWS.map((s) => [s.name, s.episodes, slotLabel(s.slot), s.status]);
    expect(rows).toEqual([
      ['Crypto Market Open', 156, 'Mon-Fri 6-10 AM ET', 'live'],
      ['The Daily Decrypt', 89, 'Mon-Fri 12-1 PM ET', 'recorded'],
      ['Institutional Crypto', 124, 'Mon-Fri 2-4 PM ET', 'upcoming'],
      ['After Hours Crypto', 98, 'Mon-Fri 6-8 PM ET', 'recorded'],
    ]);
  });
});

describe('episodes', () => {
  const episode = (over: Partial<Episode> = {}): Episode => ({
    id: 'cmo-1',
    title: 'Morning markets',
    description: 'The open.',
    show: 'crypto-market-open',
    duration: '1:02:10',
    date: '2026-11-20T11:00:00.000Z',
    youtubeId: 'abcdefghijk',
    views: 1200,
    type: 'live',
    ...over,
  });

  test('[SHOWS-017] the thumbnail is tried through our image cache, then max resolution, then default, then the provider directly', () => {
    expect(thumbnailChain('abcdefghijk')).toEqual([
      '/api/image-cache/youtube/abcdefghijk?variant=thumbnail&format=webp&source=hq&fallback=none',
      '/api/image-cache/youtube/abcdefghijk?variant=thumbnail&format=webp&source=max&fallback=none',
      '/api/image-cache/youtube/abcdefghijk?variant=thumbnail&format=webp&source=default&fallback=none',
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    ]);
  });

  test('[SHOWS-018] video data for search engines exists only with both a video id and a title', () => {
    expect(videoStructuredData(episode(), 'https://blockcast.example')).toMatchObject({
      '@type': 'VideoObject',
      name: 'Morning markets',
      duration: 'PT1H2M10S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    });
    expect(videoStructuredData(episode({ youtubeId: null }), '')).toBeNull();
    expect(videoStructuredData(episode({ title: '  ' }), '')).toBeNull();
  });

  test('durations read as the player shows them', () => {
    expect(formatDuration(52 * 60 + 5)).toBe('52:05');
    expect(formatDuration(3 * 3600 + 58 * 60)).toBe('3:58:00');
    expect(isoDuration('52:05')).toBe('PT52M5S');
  });
});
