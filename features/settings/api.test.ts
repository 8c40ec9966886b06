import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { setSubscription } from '../auth/accounts.server';
import { AUTH_MESSAGES } from '../auth/schemas';
import { DEFAULT_PREFERENCES, SETTINGS_MESSAGES } from './rules';

type Json = ReturnType<typeof JSON.parse>;

describe.each(oneDatabaseTarget)('settings and profile API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  const call = async (path: string, me: SignedIn | null, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(me?.bearer ?? {}) };
    const res = await app.request(`/api/dashboard${path}`, { ...init, headers });
    return { res, body: (await res.json()) as Json };
  };
  const put = (path: string, me: SignedIn | null, body: unknown) =>
    call(path, me, { ...jsonRequest(body), method: 'PUT' });
  const activities = async (me: SignedIn) => {
    const res = await app.request('/api/user-activity/activities?limit=50', { headers: me.bearer });
    return ((await res.json()) as Json).data as Record<string, unknown>[];
  };
  const upload = (me: SignedIn, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') => {
    const form = new FormData();
    form.set('file', new File([bytes], 'me.png', { type }));
    return call('/profile/avatar', me, { method: 'POST', body: form });
  };

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('[SET-002] a new user has the default preferences: updates every 300000 ms, USD, notifications and auto refresh on', async () => {
    const me = await newSignedInUser(app, database.db);
    const { res, body } = await call('/preferences', me);
    expect(res.status).toBe(200);
    expect(body.data).toEqual(DEFAULT_PREFERENCES);
    expect(body.data.updateInterval).toBe(300_000);
  });

  test('[SET-001] [SET-003] [ACT-027] changing preferences keeps them for the next visit and records each changed setting with its old and new value', async () => {
    const me = await newSignedInUser(app, database.db);
    const changed = await put('/preferences', me, {
      updateInterval: 60_000,
      currency: 'EUR',
      compactMode: true,
      soundEffects: false,
    });
    expect(changed.res.status).toBe(200);
    expect(changed.body.changes).toEqual([
      { settingName: 'updateInterval', oldValue: '5 min', newValue: '1 min' },
      { settingName: 'currency', oldValue: 'USD', newValue: 'EUR' },
      { settingName: 'compactMode', oldValue: 'off', newValue: 'on' },
    ]);
    const again = await call('/preferences', me);
    expect(again.body.data).toMatchObject({ updateInterval: 60_000, currency: 'EUR', compactMode: true });

    const logged = (await activities(me)).filter((a) => a.activity_type === 'settings_update');
    expect(logged.map((a) => [a.setting_name, a.old_value, a.new_value])).toEqual(
      expect.arrayContaining([
        ['updateInterval', '5 min', '1 min'],
        ['currency', 'USD', 'EUR'],
        ['compactMode', 'off', 'on'],
      ]),
    );
    // In plain words, not the preferences' API names.
    expect(logged.map((a) => a.description)).toEqual(
      expect.arrayContaining([
        'Changed update interval from 5 min to 1 min',
        'Changed currency from USD to EUR',
        'Turned compact mode on',
      ]),
    );
    // soundEffects was sent unchanged: nothing recorded for it.
    expect(logged.some((a) => a.setting_name === 'soundEffects')).toBe(false);
  });

  test("one user's preferences never change another's", async () => {
    const ada = await newSignedInUser(app, database.db);
    const bob = await newSignedInUser(app, database.db);
    await put('/preferences', ada, { currency: 'GBP' });
    expect((await call('/preferences', bob)).body.data.currency).toBe('USD');
  });

  test('bad preference values are refused with the field named, and nothing is saved', async () => {
    const me = await newSignedInUser(app, database.db);
    for (const [body, message] of [
      [{ updateInterval: 1234 }, 'updateInterval must be one of'],
      [{ currency: 'JPY' }, 'currency must be USD, EUR or GBP'],
      [{ compactMode: 'yes' }, 'compactMode must be true or false'],
    ] as const) {
      const { res, body: answer } = await put('/preferences', me, body);
      expect(res.status).toBe(400);
      expect(answer.error).toContain(message);
    }
    const unknown = await put('/preferences', me, { theme: 'dark' });
    expect(unknown.res.status).toBe(400);
    expect((await call('/preferences', me)).body.data).toEqual(DEFAULT_PREFERENCES);
  });

  test('alert e-mail and push delivery need the Premium plan (decision 3)', async () => {
    const me = await newSignedInUser(app, database.db);
    const refused = await put('/preferences', me, { emailAlerts: true });
    expect(refused.res.status).toBe(403);
    expect(refused.body.error).toBe(SETTINGS_MESSAGES.premiumDelivery);
    await setSubscription(database.db, me.userId, { tier: 'premium', status: 'active' }, new Date());
    const allowed = await put('/preferences', me, { emailAlerts: true, pushAlerts: true });
    expect(allowed.res.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ emailAlerts: true, pushAlerts: true });
  });

  test('[SET-004] [ACT-027] the profile shows names and e-mail; changed names are kept and recorded', async () => {
    const me = await newSignedInUser(app, database.db);
    const before = await call('/profile', me);
    expect(before.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: me.email });
    const { res, body } = await put('/profile', me, { firstName: '  Augusta ' });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect((await call('/profile', me)).body.data.firstName).toBe('Augusta');
    const logged = (await activities(me)).find((a) => a.setting_name === 'firstName');
    expect(logged).toMatchObject({
      activity_type: 'settings_update',
      old_value: 'Ada',
      new_value: 'Augusta',
      description: 'Changed your first name from Ada to Augusta',
    });
    const blank = await put('/profile', me, { lastName: '   ' });
    expect(blank.res.status).toBe(400);
    expect(blank.body.error).toBe('First and last name are required');
    // A right-to-left override would make the greeting read backwards; a name in Arabic or with an accent is fine.
    const turned = await put('/profile', me, { firstName: '\u202Eevil' });
    expect(turned.res.status).toBe(400);
    expect(turned.body.error).toBe('Names cannot contain control or text-direction characters');
    expect((await put('/profile', me, { firstName: 'Zoë', lastName: 'عائشة' })).res.status).toBe(200);
    // A zero-width space alone or half a surrogate pair is no name; a joiner inside a Persian name is.
    const invisible = await put('/profile', me, { firstName: '\u200B' });
    expect(invisible.res.status).toBe(400);
    expect(invisible.body.error).toBe(AUTH_MESSAGES.nameNoLetter);
    // A Hangul filler is a letter to Unicode, but draws nothing.
    const filler = await put('/profile', me, { lastName: '\u3164' });
    expect(filler.res.status).toBe(400);
    expect(filler.body.error).toBe(AUTH_MESSAGES.nameNoLetter);
    const broken = await put('/profile', me, { lastName: '\uD83D' });
    expect(broken.res.status).toBe(400);
    expect(broken.body.error).toBe(AUTH_MESSAGES.nameBroken);
    expect((await call('/profile', me)).body.data).toMatchObject({ firstName: 'Zoë', lastName: 'عائشة' });
    expect((await put('/profile', me, { firstName: 'می\u200Cخواهم' })).res.status).toBe(200);
  });

  test('[SET-004] an uploaded picture is cut to a 256 px WebP square and becomes the profile image; removing it clears it', async () => {
    const me = await newSignedInUser(app, database.db);
    const png = await sharp({
      create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const { res, body } = await upload(me, new Uint8Array(png));
    expect(res.status).toBe(201);
    expect(body.data.profileImageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await app.request(body.data.profileImageUrl as string);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const removed = await call('/profile/avatar', me, { method: 'DELETE' });
    expect(removed.body.data.profileImageUrl).toBeNull();
    const pictures = (await activities(me)).filter((a) => a.setting_name === 'profileImage');
    expect(pictures.map((a) => a.description)).toEqual([
      'Removed your profile picture',
      'Added a profile picture',
    ]);
  });

  test('a picture upload that is not an image, or is over 5 MB, is refused', async () => {
    const me = await newSignedInUser(app, database.db);
    const text = await upload(me, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/svg+xml');
    expect(text.res.status).toBe(400);
    expect(text.body.error).toBe('The file is not an image (JPEG, PNG, WebP, GIF or AVIF)');
    // A whole SVG is a picture sharp can read, but not a kind the form names: refused, also under a .png name.
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>',
    );
    for (const type of ['image/svg+xml', 'image/png']) {
      const refused = await upload(me, svg, type);
      expect({ type, status: refused.res.status, error: refused.body.error }).toEqual({
        type,
        status: 400,
        error: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
      });
    }
    const huge = await upload(me, new Uint8Array(5 * 1024 * 1024 + 10));
    expect(huge.res.status).toBe(413);
    expect(huge.body.error).toBe(SETTINGS_MESSAGES.avatarTooLarge);
    // A small file of a huge picture (8000 × 6000 px of white, 150 KB) is named for what it is.
    const { default: sharp } = await import('sharp');
    const vast = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooBig = await upload(me, new Uint8Array(vast));
    expect(tooBig.res.status).toBe(400);
    expect(tooBig.body.error).toBe('The picture is too large: at most 40 megapixels');
    expect((await call('/profile', me)).body.data.profileImageUrl).toBeNull();
  });

  test('settings calls refuse callers who are not signed in', async () => {
    expect((await call('/preferences', null)).res.status).toBe(401);
    expect((await put('/preferences', null, { currency: 'EUR' })).res.status).toBe(401);
    expect((await put('/profile', null, { firstName: 'Eve' })).res.status).toBe(401);
  });
});
