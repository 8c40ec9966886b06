import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createCloudflareImageHost } from '../../platform/image-hosting.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, TEST_PASSWORD, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import {
  startFakeCloudflareImages,
  type FakeCloudflareImages,
} from '../../tests/fakes/cloudflare-images-server';
import { createTestServices } from '../../tests/services';
import { users } from './tables.server';
import { recordingLogger } from '../../tests/recording-logger';

type App = ReturnType<typeof createApp>;
type Json = ReturnType<typeof JSON.parse>;

/** A picture of one colour: the same colour is the same file (uploads are named by their content). */
const picture = async (red: number) =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: red, g: 90, b: 40 } } })
      .png()
      .toBuffer(),
  );

async function uploadAvatar(app: App, me: SignedIn, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.set('file', new File([bytes], 'me.png', { type: 'image/png' }));
  const res = await app.request('/api/dashboard/profile/avatar', {
    method: 'POST',
    headers: me.bearer,
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data.profileImageUrl as string;
}

async function deleteAccount(app: App, me: SignedIn) {
  const res = await app.request(
    '/api/auth/delete-account',
    jsonRequest({ password: TEST_PASSWORD }, { headers: me.bearer }),
  );
  expect(res.status).toBe(200);
}

describe.each(oneDatabaseTarget)('a deleted account’s uploaded picture on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: App;
  let cloudflare: FakeCloudflareImages;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    cloudflare = await startFakeCloudflareImages();
  });
  afterAll(async () => {
    await services.auth.idle();
    await cloudflare.close();
    await database.close();
  });

  const hosted = async (url: string) => {
    const id = services.imageHost.idOf(url);
    return id !== null && (await services.imageHost.read?.(id)) != null;
  };

  test('is deleted from the image host once the account is gone', async () => {
    const me = await newSignedInUser(app, database.db);
    const url = await uploadAvatar(app, me, await picture(10));
    expect(await hosted(url)).toBe(true);
    await deleteAccount(app, me);
    await services.auth.idle();
    expect(await hosted(url)).toBe(false);
    expect((await app.request(url)).status).toBe(404);
  });

  test('stays while another user shows the same picture, and goes with the last of them', async () => {
    const [alice, bob] = [await newSignedInUser(app, database.db), await newSignedInUser(app, database.db)];
    const bytes = await picture(20);
    const url = await uploadAvatar(app, alice, bytes);
    expect(await uploadAvatar(app, bob, bytes)).toBe(url);
    await deleteAccount(app, alice);
    await services.auth.idle();
    expect(await hosted(url)).toBe(true);
    await deleteAccount(app, bob);
    await services.auth.idle();
    expect(await hosted(url)).toBe(false);
  });

  test('an article’s picture is never deleted, nor a file at an address that is not the image host’s', async () => {
    const admin = await newSignedInUser(app, database.db, { role: 'admin' });
    const form = new FormData();
    form.set('file', new File([await picture(30)], 'chart.png', { type: 'image/png' }));
    const uploaded = await app.request('/api/admin/uploads', {
      method: 'POST',
      headers: admin.bearer,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const articleUrl = ((await uploaded.json()) as Json).data.url as string;
    const saved = await app.request(
      '/api/admin/articles',
      jsonRequest(
        {
          type: 'news',
          title: 'Miners move to cheaper power',
          category: 'Mining',
          markdown: `A chart:\n\n![chart](${articleUrl})`,
          status: 'draft',
        },
        { headers: admin.bearer },
      ),
    );
    expect(saved.status).toBe(201);
    // The same file as a user's picture (an identical upload has the same name).
    const carol = await newSignedInUser(app, database.db);
    await database.db.update(users).set({ profileImageUrl: articleUrl }).where(eq(users.id, carol.userId));
    await deleteAccount(app, carol);

    const kept = await services.imageHost.upload(await picture(40), 'kept-elsewhere', {});
    const dave = await newSignedInUser(app, database.db);
    const elsewhere = `https://elsewhere.example${kept.url}`;
    await database.db.update(users).set({ profileImageUrl: elsewhere }).where(eq(users.id, dave.userId));
    await deleteAccount(app, dave);

    await services.auth.idle();
    expect(await hosted(articleUrl)).toBe(true);
    expect(await hosted(kept.url)).toBe(true);
  });

  describe('on Cloudflare Images', () => {
    const onCloudflare = () => {
      const { logger, lines } = recordingLogger();
      const imageHost = createCloudflareImageHost({
        token: cloudflare.token,
        accountId: cloudflare.accountId,
        apiBase: cloudflare.apiBase,
      });
      const cfServices = createTestServices(database, { imageHost, logger });
      return { services: cfServices, app: createApp(cfServices), lines };
    };

    test('the picture is deleted through Cloudflare’s API', async () => {
      const cf = onCloudflare();
      const me = await newSignedInUser(cf.app, database.db);
      const url = await uploadAvatar(cf.app, me, await picture(50));
      const id = cf.services.imageHost.idOf(url);
      expect(id).toMatch(/^[a-f0-9]{32}$/);
      expect(cloudflare.images.has(id ?? '')).toBe(true);
      await deleteAccount(cf.app, me);
      await cf.services.auth.idle();
      expect(cloudflare.images.has(id ?? '')).toBe(false);
      expect(cloudflare.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        url: `/client/v4/accounts/${cloudflare.accountId}/images/v1/${id}`,
      });
    });

    test('when Cloudflare fails, the account is deleted all the same and the picture left behind is logged', async () => {
      const cf = onCloudflare();
      const me = await newSignedInUser(cf.app, database.db);
      const url = await uploadAvatar(cf.app, me, await picture(60));
      cloudflare.failDeletes = 503;
      try {
        await deleteAccount(cf.app, me);
        await cf.services.auth.idle();
      } finally {
        cloudflare.failDeletes = null;
      }
      expect(await database.db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
      expect(cloudflare.images.has(cf.services.imageHost.idOf(url) ?? '')).toBe(true);
      expect(cf.lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          picture: url,
          msg: 'a deleted account’s picture is still on the image host',
        }),
      );
    });
  });
});
