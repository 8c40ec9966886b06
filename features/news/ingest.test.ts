import sharp from 'sharp';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { readJobStatus } from '../../platform/job-status.server';
import { createApp } from '../../server/app';
import { databaseTargets } from '../../tests/databases';
import {
  FIXTURE_LAST_MODIFIED,
  startFakeFeedServer,
  type FakeFeedServer,
} from '../../tests/fakes/feed-server';
import { createTestServices, TEST_NOW } from '../../tests/services';
import { DEFAULT_IMAGE_PROXY_HOSTS } from '../media/address-policy.server';
import { unsafeConstructs } from '../../tests/unsafe-html';
import { FEED_MAX_BYTES, FEED_MAX_ITEMS } from './feeds.server';
import { ingestFeed, NEWS_LEASE, startNewsJob, type FeedSource } from './ingest.server';
import { articleArtPath } from './art';
import { articleImage, articleShareImage, proxiedImage } from './rules';
import type { ArticleWire } from './wire';
import { articles, newsFeeds } from './tables.server';
import { createLogger, type Logger } from '../../platform/logger.server';
import { recordingLogger } from '../../tests/recording-logger';

const HOUR = 3_600_000;
/**
 * The feeds' timeout in these tests. A local answer comes in milliseconds, but a busy machine (CI runs files side by
 * side on two cores) can hold the event loop for a second: a healthy feed must never fail on that.
 */
const TIMEOUT_MS = 20_000;
/** The timeout where a test waits out a slow or stalled feed: short, yet far above a local answer's time. */
const SLOW_FEED_TIMEOUT_MS = 2_500;
const EXTERNAL = 'rel="noopener noreferrer nofollow ugc" target="_blank"';
const ETF_TITLE = 'Bitcoin ETF inflows top $1.2 billion as BTC reclaims $98,000';
/** The fixtures' picture hosts, on the image proxy's list as a site would configure them (IMAGE_PROXY_HOSTS). */
const PICTURE_HOSTS = [
  ...DEFAULT_IMAGE_PROXY_HOSTS,
  'cdn.chainline.example',
  'img.ledgerstreet.example',
  'cdn.blockpulse.example',
  'wirepoint.example',
  'cdn.giveaway.example',
];

/** An RSS 2.0 document with the given items, for the scenarios the fixtures do not cover. */
function rss(title: string, items: { title: string; link: string; guid?: string; pubDate?: string }[]) {
  const item = (i: (typeof items)[number]) =>
    `<item><title>${i.title}</title><link>${i.link}</link>` +
    (i.guid ? `<guid isPermaLink="false">${i.guid}</guid>` : '') +
    (i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : '') +
    `<description>About ${i.title}.</description></item>`;
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://example.com/</link><description>d</description>${items.map(item).join('')}</channel></rss>`;
}

describe.each(databaseTargets)('news ingestion on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let feeds: FakeFeedServer;
  const jobs: { stop(): Promise<void> }[] = [];

  const source = (path: string, type: FeedSource['type'] = 'news'): FeedSource => ({
    url: feeds.urlOf(path),
    type,
  });
  /** Reads the feeds side by side, as the job does. */
  const ingest = (...sources: FeedSource[]) =>
    Promise.all(
      sources.map((s) =>
        ingestFeed({ db: database.db, news: services.news, clock: services.clock, timeoutMs: TIMEOUT_MS }, s),
      ),
    );
  const storedFrom = (path: string) =>
    database.db
      .select()
      .from(articles)
      .where(eq(articles.feedUrl, feeds.urlOf(path)))
      .orderBy(desc(articles.publishedAt), asc(articles.title));
  const storyCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(articles))[0]?.n;
  const feedState = async (path: string) =>
    (
      await database.db
        .select()
        .from(newsFeeds)
        .where(eq(newsFeeds.url, feeds.urlOf(path)))
    )[0];
  const requestsTo = (path: string) => feeds.requests.filter((r) => r.path === path);
  function startJob(
    sources: FeedSource[],
    logger: Logger = createLogger('silent'),
    timeoutMs = sources.some((s) => /\/(slow|stalled)\.xml$/.test(s.url)) ? SLOW_FEED_TIMEOUT_MS : TIMEOUT_MS,
  ) {
    const job = startNewsJob({
      db: database.db,
      logger,
      news: services.news,
      feeds: sources,
      intervalMs: HOUR,
      clock: services.clock,
      cache: services.cache,
      timeoutMs,
    });
    jobs.push(job);
    return job;
  }

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database, { imageProxyHosts: PICTURE_HOSTS });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    feeds = await startFakeFeedServer();
    services.clock.set(TEST_NOW);
    await database.db.delete(articles);
    await database.db.delete(newsFeeds);
    await database.db.execute(sql`delete from job_leases`);
    await services.news.invalidate();
  });
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((job) => job.stop()));
    await feeds.close();
  });

  test('an RSS news feed’s stories are stored with their category, read time, description, image, the feed’s title as source and an address without tracking parameters', async () => {
    expect(await ingest(source('/news.xml'))).toEqual([
      { url: feeds.urlOf('/news.xml'), status: 'added', added: 5 },
    ]);
    const rows = await storedFrom('/news.xml');
    const common = { articleType: 'news', sourceName: 'Chainline News', status: 'published' };
    expect(rows).toMatchObject([
      {
        ...common,
        title: 'Ethereum developers set a date for the next network upgrade',
        category: 'Ethereum',
        description:
          'Core developers agreed on a March date for the upgrade that raises the blob limit for rollups on Ethereum.',
        url: 'https://chainline.example/tech/ethereum-upgrade-date',
        imageUrl: 'https://cdn.chainline.example/2026/01/ethereum-upgrade.jpg',
        tags: ['technology'],
        readTime: 1,
      },
      {
        ...common,
        title: 'SEC delays its decision on staking in exchange-traded funds',
        category: 'Regulation',
        url: 'https://chainline.example/policy/sec-staking-delay',
        // The first image of the body, its '&amp;' read as '&'.
        imageUrl: 'https://cdn.chainline.example/2026/01/sec-building.jpg?w=1200&h=675',
      },
      {
        ...common,
        title: ETF_TITLE,
        category: 'Bitcoin',
        description:
          'Spot bitcoin funds took in $1.2 billion in a single week – the most since October – as BTC climbed back above $98,000. The post Bitcoin ETF inflows top $1.2 billion appeared first on Chainline News.',
        url: 'https://chainline.example/markets/bitcoin-etf-inflows',
        imageUrl: 'https://cdn.chainline.example/2026/01/bitcoin-etf-hero.jpg',
        tags: ['markets', 'etf'],
        guid: 'https://chainline.example/?p=48211',
        readTime: 2,
        publishedAt: new Date('2026-01-15T09:30:00Z'),
      },
      {
        ...common,
        title: 'Hashrate hits a record as miners plug in new machines',
        category: 'Mining',
        imageUrl: 'https://cdn.chainline.example/2026/01/hashrate-thumb.jpg',
        publishedAt: new Date('2026-01-14T18:00:00Z'),
      },
      {
        ...common,
        title: 'Aave and Uniswap lead a week of record DeFi volume',
        category: 'DeFi',
        description:
          'Lending & trading on decentralized exchanges reached their highest weekly totals this year.',
        url: 'https://chainline.example/defi/record-volume?page=2',
        imageUrl: null,
        tags: [],
        publishedAt: new Date('2026-01-14T16:45:00Z'),
      },
    ]);
    const etf = rows[2]!;
    expect(etf.bodyHtml).toContain('<h2>Who is buying</h2>');
    expect(etf.bodyHtml).toContain(
      '<img src="https://cdn.chainline.example/2026/01/etf-flows-chart.png" alt="Weekly net flows into spot bitcoin funds" width="1200" height="675" loading="lazy" decoding="async" />',
    );
    // The feed's own relative link leads to the feed's site, not to a page of ours.
    expect(etf.bodyHtml).toContain(
      `<a href="https://chainline.example/markets/etf-tracker" ${EXTERNAL}>ETF tracker</a>`,
    );
    expect(etf.bodyText).toMatch(/^Spot bitcoin exchange-traded funds in the United States took in/);
    expect(unsafeConstructs(etf.bodyHtml)).toEqual([]);
  });

  test('a story without a date is dated when it was found, and one dated in the future is dated now, so both show in the list at once', async () => {
    await ingest(source('/news.xml'));
    const rows = await storedFrom('/news.xml');
    const at = (title: string) => rows.find((r) => r.title === title)?.publishedAt.toISOString();
    const now = new Date(TEST_NOW).toISOString();
    expect(at('Ethereum developers set a date for the next network upgrade')).toBe(now);
    expect(at('SEC delays its decision on staking in exchange-traded funds')).toBe(now);
    const { items, total } = await services.news.list({ types: ['news'], limit: 10 });
    expect(total).toBe(5);
    expect(items.slice(0, 2).map((a) => a.publishedAt)).toEqual([now, now]);
  });

  test('[NEWS-029] a story’s date is its entry’s published date, else its updated one (Atom published/updated, JSON Feed date_published/date_modified, RSS pubDate/dc:date)', async () => {
    await ingest(source('/atom.xml'), source('/feed.json'), source('/news.xml'));
    const { items } = await services.news.list({ types: ['news'], limit: 20 });
    const dateOf = (title: string) => items.find((a) => a.title === title)?.publishedAt;
    // Published 13 January, updated 15 January: the published date counts.
    expect(dateOf('Ordinals & NFT collectibles see a January revival')).toBe('2026-01-13T07:15:00.000Z');
    expect(dateOf('DAO treasuries move into tokenized treasury bills')).toBe('2026-01-12T15:00:00.000Z');
    expect(dateOf('Solana memecoins drive record DEX volume on the network')).toBe(
      '2026-01-15T06:00:00.000Z',
    );
    expect(dateOf('Lightning Network capacity reaches a new high')).toBe('2026-01-14T20:00:00.000Z');
    expect(dateOf(ETF_TITLE)).toBe('2026-01-15T09:30:00.000Z');
    expect(dateOf('Hashrate hits a record as miners plug in new machines')).toBe('2026-01-14T18:00:00.000Z');
  });

  test('an Atom feed and a JSON Feed give their stories with categories, images and source names, and plain-text fields keep their "<" as written', async () => {
    await ingest(source('/atom.xml'), source('/feed.json'));
    expect(await storedFrom('/atom.xml')).toMatchObject([
      {
        title: 'Layer-2 fees: why the cheapest rollup is not always the fastest',
        category: 'Ethereum',
        sourceName: 'Ledger Street',
        imageUrl: null,
        bodyText:
          'Fees on the busiest rollups stayed under 1 cent. A transfer to an <address> on the cheapest one still took longer to settle on Ethereum.',
      },
      {
        title: 'Ordinals & NFT collectibles see a January revival',
        category: 'NFTs',
        tags: ['nfts'],
        url: 'https://ledgerstreet.example/notes/ordinals-revival',
        imageUrl: 'https://img.ledgerstreet.example/ordinals-revival.webp',
        description: 'Trading in Bitcoin-based collectibles doubled in the first two weeks of the year.',
        guid: 'tag:ledgerstreet.example,2026:/notes/ordinals-revival',
      },
      {
        title: 'DAO treasuries move into tokenized treasury bills',
        category: 'Web3',
        bodyHtml:
          '<p>Three of the largest DAOs voted this week to move part of their treasuries into tokenized money-market funds.</p><p>Members of each DAO said the yield was the main reason.</p>',
      },
    ]);
    const [solana, lightning] = await storedFrom('/feed.json');
    expect(solana).toMatchObject({
      category: 'Altcoins',
      sourceName: 'Blockpulse Daily',
      url: 'https://blockpulse.example/2026/01/15/solana-memecoins',
      imageUrl: 'https://cdn.blockpulse.example/solana-memecoins.jpg',
      tags: ['altcoins', 'solana'],
    });
    expect(lightning).toMatchObject({
      category: 'Bitcoin',
      imageUrl: 'https://cdn.blockpulse.example/lightning-banner.jpg',
      bodyHtml:
        '<p>Public capacity on the Lightning Network rose to a record.</p><p>Payments to a &lt;node-alias&gt; under 1,000 sats now settle in under a second &amp; cost almost nothing.</p>',
      description:
        'Public capacity on the Lightning Network rose to a record. Payments to a <node-alias> under 1,000 sats now settle in under a second & cost almost nothing.',
    });
  });

  test('a press-release feed’s stories are stored as press releases and listed by the press API with their source', async () => {
    const app = createApp(services);
    await ingest(source('/press.xml', 'press_release'), source('/news.xml'));
    const res = await app.request('/api/press-releases/list?limit=10');
    const body = (await res.json()) as { data: ArticleWire[] };
    expect(body.data).toMatchObject([
      {
        article_type: 'press_release',
        title: 'Northvale launches institutional staking for Ethereum validators',
        source_name: 'Wirepoint Press Releases',
        category: 'Ethereum',
        url: 'https://wirepoint.example/press/northvale-institutional-staking',
        image_url: 'https://wirepoint.example/media/northvale-logo.png',
        published_date: '2026-01-15T08:00:00.000Z',
        read_time: 1,
      },
      {
        article_type: 'press_release',
        title: 'Ferrow opens an OTC desk for stablecoin settlement in Asia',
        category: 'DeFi',
      },
    ]);
  });

  test('a story’s picture is the first one on a host the image proxy fetches; a relative <img src> or a picture from another site is never it, and the list shows the story’s own generated picture instead', async () => {
    const item = (title: string, link: string, pictures: string) =>
      `<item><title>${title}</title><link>${link}</link><description>About ${title}.</description>${pictures}</item>`;
    feeds.setDocument(
      '/pictures.xml',
      `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Picture Desk</title><link>https://desk.example/</link><description>d</description>${[
        item(
          'Picture on an unlisted host, then a listed one',
          'https://desk.example/a',
          '<enclosure url="https://pics.unlisted.example/a.jpg" type="image/jpeg" length="1"/>' +
            '<content:encoded><![CDATA[<p>Body.</p><img src="https://cdn.chainline.example/a.jpg">]]></content:encoded>',
        ),
        item(
          'Only a relative picture in the body',
          'https://desk.example/b',
          '<content:encoded><![CDATA[<p>Body.</p><img src="x"><img src="/wp/b.jpg">]]></content:encoded>',
        ),
        item(
          'Only a picture on an unlisted host',
          'https://desk.example/c',
          '<enclosure url="https://pics.unlisted.example/c.jpg" type="image/jpeg" length="1"/>',
        ),
      ].join('')}</channel></rss>`,
    );
    expect(await ingest(source('/pictures.xml'))).toMatchObject([{ added: 3 }]);
    const pictures = Object.fromEntries(
      (await storedFrom('/pictures.xml')).map((r) => [r.title, r.imageUrl]),
    );
    expect(pictures).toEqual({
      'Picture on an unlisted host, then a listed one': 'https://cdn.chainline.example/a.jpg',
      'Only a relative picture in the body': null,
      'Only a picture on an unlisted host': null,
    });
    const { items } = await services.news.list({ types: ['news'], limit: 10 });
    for (const story of items) {
      const src = articleImage(story);
      // Through the proxy only when the proxy fetches it; otherwise the story's picture from our own origin.
      if (story.imageUrl)
        expect(src).toBe(proxiedImage(story.imageUrl, 800, 450, 'webp', articleArtPath(story, 'jpg')));
      else expect(src).toBe(articleArtPath(story, 'svg'));
    }
  });

  test('the picture taken as a story’s main one is not shown again in its body: the first body picture (its host in capitals), or the media picture the body repeats', async () => {
    const item = (title: string, link: string, extra: string) =>
      `<item><title>${title}</title><link>${link}</link>${extra}</item>`;
    feeds.setDocument(
      '/twice.xml',
      `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Picture Desk</title><link>https://desk.example/</link><description>d</description>${[
        item(
          'A first body picture and no media tag',
          'https://desk.example/a',
          '<description><![CDATA[<p><img src="https://CHAINWIRE.ORG/wp-content/b.jpg"></p><p>body</p>]]></description>',
        ),
        item(
          'A media picture the body repeats, and a second one',
          'https://desk.example/b',
          '<media:content url="https://cdn.chainline.example/m.jpg" medium="image"/>' +
            '<content:encoded><![CDATA[<p>Lead.</p><figure><img src="http://CDN.Chainline.example/m-300x169.jpg#top"></figure><p>More.</p><img src="https://cdn.chainline.example/chart.png">]]></content:encoded>',
        ),
      ].join('')}</channel></rss>`,
    );
    await ingest(source('/twice.xml'));
    const stored = Object.fromEntries((await storedFrom('/twice.xml')).map((r) => [r.title, r]));
    const first = stored['A first body picture and no media tag']!;
    expect(first.imageUrl).toBe('https://chainwire.org/wp-content/b.jpg');
    const page = await services.news.get(first.slug, ['news']);
    expect(page?.bodyHtml).toBe('<p>body</p>');
    const second = stored['A media picture the body repeats, and a second one']!;
    expect(second.imageUrl).toBe('https://cdn.chainline.example/m.jpg');
    const body = (await services.news.get(second.slug, ['news']))!.bodyHtml;
    expect(body.match(/<img/g)).toHaveLength(1);
    expect(body).toContain(encodeURIComponent('https://cdn.chainline.example/chart.png'));
    expect(body).not.toContain('<figure>');
    expect(body).toMatch(/^<p>Lead\.<\/p><p>More\.<\/p>/);
  });

  test('a feed headline past 300 characters is cut at the last word within them and ends with an ellipsis', async () => {
    const words = `${'Hashrate '.repeat(29)}hashrate, bitcoin miners expand capacity in Texas as hashprice recovers`;
    // Character 300 falls inside 'capacity'.
    expect(words.slice(0, 300)).toMatch(/ capacit$/);
    feeds.setDocument('/long.xml', rss('Long Desk', [{ title: words, link: 'https://desk.example/long' }]));
    await ingest(source('/long.xml'));
    const [row] = await storedFrom('/long.xml');
    expect(row!.title.length).toBeLessThanOrEqual(300);
    expect(row!.title).toMatch(/ miners expand…$/);
    expect(words.startsWith(row!.title.slice(0, -1))).toBe(true);
    // Exactly 300 characters of whole words stay as they are.
    const exact = `${'a'.repeat(290)} bitcoins`;
    feeds.setDocument('/exact.xml', rss('Exact Desk', [{ title: exact, link: 'https://desk.example/x' }]));
    await ingest(source('/exact.xml'));
    expect((await storedFrom('/exact.xml'))[0]!.title).toBe(exact);
  });

  test('a feed picture on an allowed host that cannot be fetched shows the story’s generated picture, on the page and as a 1200x630 JPEG og:image', async () => {
    // The fixture hosts (.example) do not resolve: every picture of /news.xml is a dead one.
    await ingest(source('/news.xml'));
    const { items } = await services.news.list({ types: ['news'], limit: 10 });
    const story = items.find((s) => s.imageUrl)!;
    expect(story).toBeDefined();
    const app = createApp(services);
    const art = sharp(Buffer.from(await (await app.request(articleArtPath(story, 'jpg'))).arrayBuffer()));
    const artColour = (await art.stats()).dominant;
    for (const [address, format, width, height] of [
      [articleImage(story), 'webp', 800, 450],
      [articleShareImage(story), 'jpeg', 1200, 630],
    ] as const) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(await sharp(bytes).metadata(), address).toMatchObject({ format, width, height });
      expect((await sharp(bytes).stats()).dominant, address).toEqual(artColour);
    }
  });

  test('a picture stored before its host left the image proxy’s list is no longer offered to pages (the proxy would answer 400)', async () => {
    await ingest(source('/news.xml'));
    // The same rows read by a process whose proxy lists no fixture host.
    const narrow = createTestServices(database);
    const { items } = await narrow.news.list({ types: ['news'], limit: 10 });
    expect(items.length).toBe(5);
    for (const story of items) {
      expect(story.imageUrl).toBeNull();
      expect(articleImage(story)).toBe(articleArtPath(story, 'svg'));
    }
    const detail = await narrow.news.get(items[0]!.slug, ['news']);
    expect(detail?.imageUrl).toBeNull();
    const app = createApp(narrow);
    const res = await app.request(articleImage(items[0]!));
    expect(res.status).toBe(200);
  });

  test('a press release with no clear topic is filed under Press, not under Altcoins; one whose headline names a topic keeps it', async () => {
    const item = (title: string, link: string, summary: string) =>
      `<item><title>${title}</title><link>${link}</link><description>${summary}</description></item>`;
    feeds.setDocument(
      '/wire.xml',
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Newswire</title><link>https://wire.example/</link><description>d</description>${[
        item(
          'Harbor Analytics appoints a new chief executive',
          'https://wire.example/harbor-ceo',
          'The firm, whose dashboards track token prices, named its finance chief to lead it.',
        ),
        item(
          'Quarry Labs opens an office in Lisbon',
          'https://wire.example/quarry-lisbon',
          'It hires 40 people.',
        ),
        item(
          'Zenith Labs announces a partnership with Orbit Systems for its token platform',
          'https://wire.example/zenith-orbit',
          'The two firms will integrate their wallet and token services.',
        ),
        item(
          'Kestrel launches Solana payments for businesses',
          'https://wire.example/kestrel-payments',
          'Payments settle on Solana in seconds.',
        ),
      ].join('')}</channel></rss>`,
    );
    await ingest(source('/wire.xml', 'press_release'));
    const categories = Object.fromEntries((await storedFrom('/wire.xml')).map((r) => [r.title, r.category]));
    expect(categories).toEqual({
      'Harbor Analytics appoints a new chief executive': 'Press',
      'Quarry Labs opens an office in Lisbon': 'Press',
      // 'token' and 'wallet' are every crypto firm's words: no topic for a release.
      'Zenith Labs announces a partnership with Orbit Systems for its token platform': 'Press',
      'Kestrel launches Solana payments for businesses': 'Altcoins',
    });
  });

  test('a feed story whose body is its summary says it once: the page knows the summary is in the body', async () => {
    await ingest(source('/press.xml', 'press_release'), source('/news.xml'));
    // Ferrow's release has only a description: its body is that text.
    const ferrow = (await storedFrom('/press.xml')).find((r) => r.title.startsWith('Ferrow'))!;
    expect(ferrow.bodyText).toContain(ferrow.description);
    expect((await services.news.get(ferrow.slug, ['press_release']))?.summaryInBody).toBe(true);
    // The ETF story's summary is not how its body begins: both show.
    const etf = (await storedFrom('/news.xml')).find((r) => r.title === ETF_TITLE)!;
    expect((await services.news.get(etf.slug, ['news']))?.summaryInBody).toBe(false);
  });

  test('a second poll sends each feed’s validators, gets 304 Not Modified and stores nothing new', async () => {
    const polled = [source('/news.xml'), source('/atom.xml'), source('/feed.json')];
    // Each first poll stores its feed (a failure here shows its error, rather than a second poll that adds).
    expect((await ingest(...polled)).map((o) => [o.status, o.error ?? null])).toEqual([
      ['added', null],
      ['added', null],
      ['added', null],
    ]);
    const stories = await storyCount();
    const newsState = await feedState('/news.xml');
    expect(newsState).toMatchObject({
      etag: expect.stringMatching(/^"[0-9a-f]+"$/),
      lastModified: FIXTURE_LAST_MODIFIED,
      itemsAdded: 5,
      lastError: null,
    });
    services.clock.advance(15 * 60_000);

    expect((await ingest(...polled)).map((o) => [o.status, o.added])).toEqual([
      ['unchanged', 0],
      ['unchanged', 0],
      ['unchanged', 0],
    ]);
    expect(await storyCount()).toBe(stories);
    // The first request of each feed carried no validators; the second the ones the feed gave.
    expect(requestsTo('/news.xml').map((r) => [r.status, r.ifNoneMatch, r.ifModifiedSince])).toEqual([
      [200, undefined, undefined],
      [304, newsState!.etag, FIXTURE_LAST_MODIFIED],
    ]);
    // Ledger Street gives only Last-Modified, Blockpulse only an ETag: each is enough.
    expect(requestsTo('/atom.xml').map((r) => [r.status, r.ifNoneMatch, r.ifModifiedSince])).toEqual([
      [200, undefined, undefined],
      [304, undefined, FIXTURE_LAST_MODIFIED],
    ]);
    expect(requestsTo('/feed.json').map((r) => [r.status, r.ifNoneMatch, r.ifModifiedSince])).toEqual([
      [200, undefined, undefined],
      [304, (await feedState('/feed.json'))!.etag, undefined],
    ]);
    expect(await feedState('/news.xml')).toMatchObject({
      etag: newsState!.etag,
      itemsAdded: 5,
      lastFetchedAt: new Date(TEST_NOW + 15 * 60_000),
    });
    expect(requestsTo('/news.xml')[1]).toMatchObject({
      userAgent: expect.stringMatching(/^BlockcastNewsBot\//),
      accept: expect.stringContaining('application/rss+xml'),
    });
  });

  test('a feed that changed is read again in full and only its new story is added', async () => {
    await ingest(source('/news.xml'));
    const first = await feedState('/news.xml');
    const original = (await storedFrom('/news.xml')).map((r) => r.title);
    feeds.setDocument(
      '/news.xml',
      rss('Chainline News', [
        {
          title: 'Lightning wallets add stablecoin payments',
          link: 'https://chainline.example/payments/lightning-stablecoins?utm_source=rss',
          guid: 'https://chainline.example/?p=48230',
          pubDate: 'Thu, 15 Jan 2026 11:50:00 GMT',
        },
        {
          title: ETF_TITLE,
          link: 'https://chainline.example/markets/bitcoin-etf-inflows',
          guid: 'https://chainline.example/?p=48211',
        },
      ]),
    );
    expect(await ingest(source('/news.xml'))).toMatchObject([{ status: 'added', added: 1 }]);
    expect(requestsTo('/news.xml').at(-1)).toMatchObject({ status: 200, ifNoneMatch: first!.etag });
    const titles = (await storedFrom('/news.xml')).map((r) => r.title);
    expect(titles).toHaveLength(original.length + 1);
    expect(titles.filter((t) => !original.includes(t))).toEqual([
      'Lightning wallets add stablecoin payments',
    ]);
    const after = await feedState('/news.xml');
    expect(after!.etag).not.toBe(first!.etag);
    expect(after!.itemsAdded).toBe(6);
  });

  test('the same story under a second link with other tracking parameters, or under its guid at another address, is stored once', async () => {
    await ingest(source('/news.xml'));
    const etf = (await storedFrom('/news.xml')).filter((r) => r.title === ETF_TITLE);
    expect(etf).toHaveLength(1);
    // The first one listed, with its own image, is the one kept.
    expect(etf[0]).toMatchObject({
      guid: 'https://chainline.example/?p=48211',
      url: 'https://chainline.example/markets/bitcoin-etf-inflows',
      imageUrl: 'https://cdn.chainline.example/2026/01/bitcoin-etf-hero.jpg',
    });
  });

  test('a story another feed syndicates under the same address is stored once', async () => {
    feeds.setDocument(
      '/syndicated.xml',
      rss('Crypto Aggregator', [
        {
          title: `${ETF_TITLE} (syndicated)`,
          link: 'https://chainline.example/markets/bitcoin-etf-inflows?utm_source=aggregator#top',
          guid: 'aggregator-99812',
        },
      ]),
    );
    await ingest(source('/news.xml'));
    expect(await ingest(source('/syndicated.xml'))).toMatchObject([{ status: 'added', added: 0 }]);
  });

  test('two feeds that number their items alike each keep their own story', async () => {
    feeds.setDocument(
      '/desk-a.xml',
      rss('Desk A', [
        { title: 'Desk A opens in Zurich', link: 'https://desk-a.example/zurich', guid: '1001' },
      ]),
    );
    feeds.setDocument(
      '/desk-b.xml',
      rss('Desk B', [{ title: 'Desk B hires a CFO', link: 'https://desk-b.example/cfo', guid: '1001' }]),
    );
    expect((await ingest(source('/desk-a.xml'), source('/desk-b.xml'))).map((o) => o.added)).toEqual([1, 1]);
    expect((await storedFrom('/desk-b.xml')).map((r) => r.title)).toEqual(['Desk B hires a CFO']);
  });

  test(`a feed listing more than ${FEED_MAX_ITEMS} items is read in part`, async () => {
    const items = Array.from({ length: FEED_MAX_ITEMS + 10 }, (_, i) => ({
      title: `Market note ${i + 1}`,
      link: `https://notes.example/${i + 1}`,
    }));
    feeds.setDocument('/long.xml', rss('Market Notes', items));
    expect(await ingest(source('/long.xml'))).toMatchObject([{ added: FEED_MAX_ITEMS }]);
  });

  test('a hostile feed’s stories are stored with nothing executable in their body, title, description, source name or image', async () => {
    expect(await ingest(source('/hostile.xml'))).toMatchObject([{ status: 'added', added: 2 }]);
    const rows = await storedFrom('/hostile.xml');
    // The story whose only address is javascript: is not stored at all.
    expect(rows.map((r) => [r.title, r.description, r.sourceName, r.imageUrl])).toEqual([
      [
        'Free airdrop for every bitcoin wallet',
        'Claim now here',
        'Token Giveaway Wire',
        // Not the javascript: media:content nor the data: enclosure, but the first image that is a web address.
        'https://cdn.giveaway.example/banner.png',
      ],
      [
        'Wallet drainer warning for Ethereum users',
        'Drainers target Ethereum wallets',
        'Token Giveaway Wire',
        'https://cdn.giveaway.example/warning-thumb.png',
      ],
    ]);
    for (const row of rows) {
      expect(unsafeConstructs(row.bodyHtml), row.bodyHtml).toEqual([]);
      expect(row.bodyHtml).not.toMatch(/<(script|iframe|object|embed|style|base|meta|form|svg|math|link)\b/i);
      expect(row.bodyHtml).not.toMatch(/\son[a-z]+=|javascript:|vbscript:|data:|expression\(/i);
      for (const text of [row.title, row.description, row.sourceName ?? '', row.bodyText]) {
        expect(text).not.toMatch(/[<>]|alert\(|javascript:|onerror|onload/i);
      }
    }
    expect(rows[0]!.bodyHtml).toContain('<p>Claim your tokens below.</p>');
    expect(rows[0]!.bodyHtml).toContain(
      `<a href="https://giveaway.example/safety" ${EXTERNAL}>read the safety guide</a>`,
    );
  });

  test('a malformed, an HTML, a missing, an oversize, a slow and a stalled feed each fail with a one-line error in news_feeds while the other feeds of the same run add their stories', async () => {
    const broken = [
      '/malformed.xml',
      '/not-a-feed.html',
      '/gone.xml',
      '/oversize.xml',
      '/slow.xml',
      '/stalled.xml',
    ];
    const job = startJob([
      source('/news.xml'),
      ...broken.map((path) => source(path)),
      source('/press.xml', 'press_release'),
    ]);
    const outcomes = await job.runOnce();
    const errors = Object.fromEntries(
      outcomes.filter((o) => o.status === 'failed').map((o) => [new URL(o.url).pathname, o.error]),
    );
    expect(errors).toEqual({
      '/malformed.xml': 'Invalid feed format: title is not closed',
      '/not-a-feed.html': 'Unrecognized feed format',
      '/gone.xml': 'HTTP 404',
      '/oversize.xml': `body larger than ${FEED_MAX_BYTES} bytes`,
      '/slow.xml': 'The operation was aborted due to timeout',
      '/stalled.xml': 'The operation was aborted due to timeout',
    });
    for (const path of broken) {
      const state = await feedState(path);
      expect(state?.lastError, path).toBe(errors[path]);
      expect(state?.lastError, path).not.toContain('\n');
      expect(state, path).toMatchObject({ etag: null, lastModified: null, itemsAdded: 0 });
    }
    expect(outcomes.filter((o) => o.status === 'added').map((o) => o.added)).toEqual([5, 2]);
    expect(await storedFrom('/news.xml')).toHaveLength(5);
    expect(await storedFrom('/press.xml')).toHaveLength(2);
    expect(await feedState('/news.xml')).toMatchObject({ lastError: null, itemsAdded: 5 });
    // Some feeds worked: the run counts as done, and the job says so.
    expect(await readJobStatus(services.cache, NEWS_LEASE)).toMatchObject({
      lastOutcome: 'ok',
      runs: 1,
      failures: 0,
      lastRunAt: new Date(TEST_NOW).toISOString(),
      lastSuccessAt: new Date(TEST_NOW).toISOString(),
    });
  });

  test('a failing feed is logged once when it starts failing, not on every poll, and once when it is back', async () => {
    const { logger, lines } = recordingLogger();
    const job = startJob([source('/news.xml'), source('/malformed.xml'), source('/gone.xml')], logger);
    for (let poll = 0; poll < 3; poll++) {
      await job.runOnce();
      services.clock.advance(HOUR);
    }
    const said = (msg: string) => lines.filter((l) => l.msg === msg);
    expect(said('news feed unavailable')).toMatchObject([
      { level: 40, feed: feeds.urlOf('/malformed.xml'), error: 'Invalid feed format: title is not closed' },
      { level: 40, feed: feeds.urlOf('/gone.xml'), error: 'HTTP 404' },
    ]);
    expect(said('news stories added')).toMatchObject([{ added: 5 }]);

    feeds.setDocument(
      '/malformed.xml',
      rss('Mended Feed', [{ title: 'Feed mended after an outage', link: 'https://mended.example/a' }]),
    );
    await job.runOnce();
    await job.runOnce();
    expect(said('news feed back')).toMatchObject([{ level: 30, feed: feeds.urlOf('/malformed.xml') }]);
    expect(said('news feed unavailable')).toHaveLength(2);
    expect(said('news stories added')).toMatchObject([{ added: 5 }, { added: 1 }]);
    expect(await feedState('/malformed.xml')).toMatchObject({ lastError: null, itemsAdded: 1 });
    expect(await feedState('/gone.xml')).toMatchObject({ lastError: 'HTTP 404' });
    expect(await readJobStatus(services.cache, NEWS_LEASE)).toMatchObject({ runs: 5, failures: 0 });
  });

  test('when every feed fails, the job records a failed run with the first feed’s error', async () => {
    const job = startJob([source('/gone.xml'), source('/not-a-feed.html')]);
    await job.runOnce();
    expect(await readJobStatus(services.cache, NEWS_LEASE)).toMatchObject({
      lastOutcome: 'failed',
      lastError: 'HTTP 404',
      lastErrorAt: new Date(TEST_NOW).toISOString(),
      lastSuccessAt: null,
      failures: 1,
    });
  });

  test('a poll asked for while one runs joins it: each feed is fetched once and its count of added stories is kept', async () => {
    // The slow feed holds the run open for the whole timeout, so the second ask (and the scheduled first run) overlap it.
    const job = startJob([source('/news.xml'), source('/slow.xml')]);
    const [first, second] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(second).toBe(first);
    expect(first.map((o) => o.status)).toEqual(['added', 'failed']);
    expect(feeds.count('/news.xml')).toBe(1);
    expect(feeds.count('/slow.xml')).toBe(1);
    expect(await feedState('/news.xml')).toMatchObject({ itemsAdded: 5 });
    expect(await readJobStatus(services.cache, NEWS_LEASE)).toMatchObject({ runs: 1 });
  });

  test('a second instance’s job, while the first holds the lease, pauses and fetches nothing', async () => {
    const leader = startJob([source('/news.xml')]);
    await leader.runOnce();
    const follower = startJob([source('/news.xml')]);
    expect(await follower.runOnce()).toEqual([]);
    expect(feeds.count('/news.xml')).toBe(1);
    expect(await readJobStatus(services.cache, NEWS_LEASE)).toMatchObject({ lastOutcome: 'paused' });
  });
});
