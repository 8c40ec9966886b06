import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import type { EditorArticle } from './rules';
import { EDITOR_MESSAGES } from './schemas';
import { UPLOAD_MESSAGES } from '../../platform/image-upload.server';

const HOUR = 3_600_000;

describe.each(oneDatabaseTarget)('the newsroom editor on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let reader: SignedIn;

  const send = (method: string, path: string, body: unknown, who: SignedIn | null = admin) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(who ? who.bearer : {}) },
      body: JSON.stringify(body),
    });
  const saved = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { data: EditorArticle }).data;
  };
  const publicSlugs = async (type: 'news' | 'press_release' = 'news') => {
    const path = type === 'news' ? '/api/crypto-news/list?limit=120' : '/api/press-releases/list?limit=120';
    return ((await (await app.request(path)).json()) as { data: { slug: string }[] }).data.map((a) => a.slug);
  };
  const story = (over: Record<string, unknown> = {}) => ({
    type: 'news',
    title: 'Validators vote on a new fee market',
    description: 'A summary.',
    category: 'Ethereum',
    tags: ['Fees', 'fees', 'validators'],
    markdown: '## What changed\n\nA **bold** move. <script>alert(1)</script><img src=x onerror=alert(1)>',
    status: 'draft',
    ...over,
  });

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    reader = await newSignedInUser(app, database.db);
  });
  afterAll(() => database.close());

  test('only admins may write: anonymous 401, a reader 403', async () => {
    expect((await send('POST', '/api/admin/articles', story(), null)).status).toBe(401);
    expect((await send('POST', '/api/admin/articles', story(), reader)).status).toBe(403);
    expect((await app.request('/api/admin/articles', { headers: reader.bearer })).status).toBe(403);
  });

  test('a draft stays hidden; published, it shows at once with its Markdown rendered and sanitized', async () => {
    const draft = await saved(await send('POST', '/api/admin/articles', story()));
    expect(draft).toMatchObject({ state: 'draft', tags: ['fees', 'validators'], url: `/news/${draft.slug}` });
    expect(await publicSlugs()).not.toContain(draft.slug);
    const published = await saved(
      await send('PUT', `/api/admin/articles/${draft.id}`, story({ status: 'published' })),
    );
    expect(published.state).toBe('published');
    expect(await publicSlugs()).toContain(draft.slug);
    const page = (await (await app.request(`/api/crypto-news/${draft.slug}`)).json()) as {
      data: { body_html: string };
    };
    expect(page.data.body_html).toContain('<h2>What changed</h2>');
    expect(page.data.body_html).toContain('<strong>bold</strong>');
    expect(page.data.body_html).not.toMatch(/<script|onerror/);
    // Once published, a new title keeps the address readers and search engines know.
    const retitled = await saved(
      await send(
        'PUT',
        `/api/admin/articles/${draft.id}`,
        story({ status: 'published', title: 'A new title here' }),
      ),
    );
    expect(retitled.slug).toBe(draft.slug);
    expect(retitled.publishedAt).toBe(published.publishedAt);
  });

  test('a scheduled press release shows from its time, not before; a time in the past is refused', async () => {
    const at = new Date(services.clock() + 2 * HOUR).toISOString();
    const release = story({
      type: 'press_release',
      title: 'Kestrel Labs opens its doors',
      status: 'scheduled',
    });
    const past = await send('POST', '/api/admin/articles', {
      ...release,
      publishAt: new Date(services.clock() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: string }).error).toBe(EDITOR_MESSAGES.scheduleInPast);
    const missing = await send('POST', '/api/admin/articles', release);
    expect(((await missing.json()) as { error: string }).error).toBe(EDITOR_MESSAGES.scheduleMissing);
    const scheduled = await saved(await send('POST', '/api/admin/articles', { ...release, publishAt: at }));
    expect(scheduled.state).toBe('scheduled');
    expect(await publicSlugs('press_release')).not.toContain(scheduled.slug);
    services.clock.advance(2 * HOUR + 1000);
    expect(await publicSlugs('press_release')).toContain(scheduled.slug);
    // Access tokens last minutes: sign in again after the two hours.
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    expect(
      (await saved(await app.request(`/api/admin/articles/${scheduled.id}`, { headers: admin.bearer })))
        .state,
    ).toBe('published');
  });

  test('bad input names the field; an unknown article is 404', async () => {
    const bad = await send('POST', '/api/admin/articles', story({ category: 'Gossip' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^category must be one of/);
    expect(
      (await send('POST', '/api/admin/articles', story({ imageUrl: 'javascript:alert(1)' }))).status,
    ).toBe(400);
    expect((await send('PUT', '/api/admin/articles/999999', story())).status).toBe(404);
    const preview = await send('POST', '/api/admin/articles/preview', {
      markdown: '# Hi <script>x</script>',
    });
    expect(((await preview.json()) as { data: { html: string } }).data).toEqual({
      html: '<h2>Hi </h2>\n',
      leftOut: 0,
    });
  });

  test('pictures from a site the image proxy does not fetch are refused for the article and left out of its body, and the preview says so', async () => {
    const elsewhere = await send(
      'POST',
      '/api/admin/articles',
      story({ imageUrl: 'https://images.example.com/a.png' }),
    );
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { error: string }).error).toBe(EDITOR_MESSAGES.pictureSite);
    const markdown =
      '![allowed](https://i.ytimg.com/vi/abc/hq.jpg)\n\n![elsewhere](https://images.example.com/a.png)\n\n![upload](/uploads/p.webp)';
    const published = await saved(
      await send(
        'POST',
        '/api/admin/articles',
        // A main picture of its own: the body would not show that one again.
        story({ markdown, status: 'published', imageUrl: 'https://i.ytimg.com/vi/main/hq.jpg' }),
      ),
    );
    const page = (await (await app.request(`/api/crypto-news/${published.slug}`)).json()) as {
      data: { body_html: string };
    };
    const sources = [...page.data.body_html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      '/api/image-proxy?url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fabc%2Fhq.jpg&amp;format=webp&amp;width=1536',
      '/uploads/p.webp',
    ]);
    const preview = await send('POST', '/api/admin/articles/preview', { markdown });
    expect(((await preview.json()) as { data: { leftOut: number; html: string } }).data).toMatchObject({
      leftOut: 1,
      html: expect.not.stringContaining('example.com'),
    });
  });

  test('an uploaded picture is re-encoded to WebP and served from /uploads; anything else is refused', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return app.request('/api/admin/uploads', { method: 'POST', headers: admin.bearer, body: form });
    };
    const res = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chart.png');
    expect(res.status).toBe(201);
    const image = ((await res.json()) as { data: { url: string } }).data;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await app.request(image.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2000, 1000]);
    const text = await upload(new Blob(['<svg onload=alert(1)>'], { type: 'image/svg+xml' }), 'x.svg');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.notImage);
    const none = await app.request('/api/admin/uploads', {
      method: 'POST',
      headers: admin.bearer,
      body: new FormData(),
    });
    expect(((await none.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.missing);
    expect((await app.request('/uploads/../../etc/passwd')).status).toBe(404);
  });
});
