import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { startFakeFeedServer, type FakeFeedServer } from '../../tests/fakes/feed-server';
import { createTestServices } from '../../tests/services';
import type { EditorArticle, EditorPage } from './rules';
import { ingestFeed } from './ingest.server';
import { EDITOR_MESSAGES } from './schemas';
import { articles, newsFeeds } from './tables.server';

const ETF_TITLE = 'Bitcoin ETF inflows top $1.2 billion as BTC reclaims $98,000';
const NEWS_FIXTURE = readFileSync(path.join(import.meta.dirname, '../../tests/fakes/feeds/news.xml'), 'utf8');

describe.each(oneDatabaseTarget)('an editor takes down and edits a feed’s story on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let feeds: FakeFeedServer;

  const ingest = () =>
    ingestFeed(
      { db: database.db, news: services.news, clock: services.clock, timeoutMs: 20_000 },
      { url: feeds.urlOf('/news.xml'), type: 'news' },
    );
  const send = (method: string, to: string, body: unknown) =>
    app.request(to, {
      method,
      headers: { 'Content-Type': 'application/json', ...admin.bearer },
      body: JSON.stringify(body),
    });
  const data = async <T>(res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  const publicTitles = async () =>
    (
      (await (await app.request('/api/crypto-news/list?limit=120')).json()) as { data: { title: string }[] }
    ).data.map((a) => a.title);
  const editorRow = async (title: string) =>
    (
      await data<EditorPage>(await app.request('/api/admin/articles?type=news', { headers: admin.bearer }))
    ).items.find((a) => a.title === title);

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    feeds = await startFakeFeedServer();
    await database.db.delete(articles);
    await database.db.delete(newsFeeds);
    await services.news.invalidate();
  });
  afterEach(() => feeds.close());

  test('an editor unpublishes a feed’s story: readers no longer see it, and the feed’s next read does not bring it back', async () => {
    await ingest();
    const story = await editorRow(ETF_TITLE);
    expect(story).toMatchObject({ ingested: true, state: 'published' });
    const page = `/api/crypto-news/${story!.slug}`;
    expect((await app.request(page)).status).toBe(200);

    const hidden = await data<EditorArticle>(
      await send('POST', `/api/admin/articles/${story!.id}/visibility`, { visible: false }),
    );
    expect(hidden).toMatchObject({ id: story!.id, state: 'draft', ingested: true });
    expect(await publicTitles()).not.toContain(ETF_TITLE);
    expect((await app.request(page)).status).toBe(404);

    // The feed changes (a new ETag), still listing the story: it is read in full again.
    feeds.setDocument('/news.xml', NEWS_FIXTURE.replace('<lastBuildDate>', '<!-- edited --><lastBuildDate>'));
    expect(await ingest()).toMatchObject({ status: 'added', added: 0 });
    expect(await publicTitles()).not.toContain(ETF_TITLE);
    const rows = await database.db.select().from(articles).where(eq(articles.title, ETF_TITLE));
    expect(rows.map((r) => r.status)).toEqual(['draft']);

    // Shown again, it keeps the feed's date and its address.
    const shown = await data<EditorArticle>(
      await send('POST', `/api/admin/articles/${story!.id}/visibility`, { visible: true }),
    );
    expect(shown).toMatchObject({
      state: 'published',
      publishedAt: '2026-01-15T09:30:00.000Z',
      slug: story!.slug,
    });
    expect(await publicTitles()).toContain(ETF_TITLE);
  });

  test('an editor edits a feed’s story: a new headline and category, the feed’s body kept when the Markdown is left empty', async () => {
    await ingest();
    const story = await editorRow(ETF_TITLE);
    const before = (
      await database.db
        .select({ bodyHtml: articles.bodyHtml })
        .from(articles)
        .where(eq(articles.id, story!.id))
    )[0]!.bodyHtml;
    expect(before).toContain('<h2>Who is buying</h2>');
    const headline = `${'Spot bitcoin funds take in $1.2 billion in a week, the most since October, '.repeat(3)}says a tracker`;
    expect(headline.length).toBeGreaterThan(200);
    const edited = await data<EditorArticle>(
      await send('PUT', `/api/admin/articles/${story!.id}`, {
        type: 'news',
        title: headline,
        description: 'Inflows into spot bitcoin funds were the largest since October.',
        category: 'Bitcoin',
        tags: ['etf'],
        sourceName: 'Chainline News',
        markdown: '',
        status: 'published',
      }),
    );
    expect(edited).toMatchObject({
      title: headline,
      slug: story!.slug,
      state: 'published',
      publishedAt: story!.publishedAt,
    });
    const [row] = await database.db.select().from(articles).where(eq(articles.id, story!.id));
    expect(row).toMatchObject({
      bodyHtml: before,
      url: 'https://chainline.example/markets/bitcoin-etf-inflows',
    });
    expect(await publicTitles()).toContain(headline);
  });

  test('an article written here still needs its body', async () => {
    const res = await send('POST', '/api/admin/articles', {
      type: 'news',
      title: 'A story with no body',
      category: 'Bitcoin',
      markdown: ' ',
      status: 'draft',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(EDITOR_MESSAGES.bodyRequired);
  });
});
