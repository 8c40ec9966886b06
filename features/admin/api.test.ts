import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { ADMIN_ONLY_PATHS, createApp } from '../../server/app';
import { listOutbox } from '../../platform/mail.server';
import {
  jsonRequest,
  mailedToken,
  newSignedInUser,
  signIn,
  signUp,
  uniqueEmail,
  type SignedIn,
} from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { createUser } from '../auth/accounts.server';
import { AUTH_MESSAGES } from '../auth/schemas';
import { startMarketJob } from '../market/job.server';
import { ProviderError } from '../market/providers/provider';
import { createSimulatedProvider } from '../market/providers/simulated.server';
import { createMarketService } from '../market/service.server';
import { MASKED_TOKEN } from './mask-tokens';
import { ADMIN_MESSAGES, ADMIN_USERS_PAGE_SIZE } from './schemas';

type Json = ReturnType<typeof JSON.parse>;
type Method = 'GET' | 'POST' | 'DELETE';
interface Call {
  method: Method;
  path: string;
  body?: unknown;
}

const UNKNOWN_ID = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';

describe.each(oneDatabaseTarget)('admin API on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let user: SignedIn;

  /** A bearer call (no cookie, so no Origin needed); `as` undefined calls anonymously. */
  const call = async ({ method, path, body }: Call, as?: SignedIn) => {
    const headers: Record<string, string> = { ...as?.bearer };
    const init: RequestInit =
      body === undefined ? { method, headers } : jsonRequest(body, { method, headers });
    const res = await app.request(path, init);
    return { res, body: (await res.json()) as Json };
  };
  const asAdmin = (method: Method, path: string, body?: unknown) => call({ method, path, body }, admin);

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    user = await newSignedInUser(app, database.db);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  test('every admin route asks a visitor to sign in (401) and refuses a signed-in user (403)', async () => {
    const routes: Call[] = [
      { method: 'GET', path: '/api/admin/users' },
      { method: 'POST', path: `/api/admin/users/${user.userId}/plan`, body: { tier: 'enterprise' } },
      { method: 'POST', path: `/api/admin/users/${admin.userId}/disabled`, body: { disabled: true } },
      { method: 'GET', path: '/api/admin/outbox' },
      { method: 'POST', path: '/api/admin/cache/market/invalidate' },
      { method: 'POST', path: '/api/admin/cache/images/invalidate', body: {} },
      { method: 'GET', path: '/api/admin/jobs' },
      { method: 'GET', path: '/api/admin/no-such-route' },
    ];
    for (const route of routes) {
      const anonymous = await call(route);
      expect(anonymous.res.status, `${route.method} ${route.path}`).toBe(401);
      expect(anonymous.body).toEqual({ success: false, error: AUTH_MESSAGES.authRequired });
      const signedIn = await call(route, user);
      expect(signedIn.res.status, `${route.method} ${route.path}`).toBe(403);
      expect(signedIn.body).toEqual({ success: false, error: AUTH_MESSAGES.adminRequired });
    }
    // Nothing changed on the way.
    const verify = await app.request('/api/auth/verify', jsonRequest({}, { headers: user.bearer }));
    expect(((await verify.json()) as Json).user.subscription.tier).toBe('free');
  });

  test('an admin finds users by a fragment of their e-mail or their name, 25 to a page', async () => {
    const email = uniqueEmail('findme');
    const signup = await app.request(
      '/api/auth/signup',
      jsonRequest({ firstName: 'Grace', lastName: 'Hopperton', email, password: 'Correct-Horse-Battery-9' }),
    );
    expect(signup.status).toBe(201);

    const byEmail = await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(email.slice(0, 12))}`);
    expect(byEmail.res.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ total: 1, page: 1, pageSize: ADMIN_USERS_PAGE_SIZE, pages: 1 });
    expect(byEmail.body.data.users[0]).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Grace',
      lastName: 'Hopperton',
      profileImageUrl: null,
      emailVerified: false,
      role: 'user',
      subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
      disabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastLoginAt: null,
    });
    const byName = await asAdmin('GET', '/api/admin/users?search=HOPPERTON');
    expect(byName.body.data.users.map((u: { email: string }) => u.email)).toEqual([email]);
    const adminRow = (await asAdmin('GET', `/api/admin/users?search=${admin.email}`)).body.data.users[0];
    expect(adminRow).toMatchObject({ role: 'admin', lastLoginAt: expect.any(String) });

    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 1; i++) {
      await createUser(database.db, {
        email: uniqueEmail(`pagetester${i}`),
        firstName: 'Page',
        lastName: 'Tester',
        passwordHash: 'not-a-real-hash',
      });
    }
    const first = await asAdmin('GET', '/api/admin/users?search=pagetester');
    expect(first.body.data).toMatchObject({ total: 26, pages: 2, page: 1 });
    expect(first.body.data.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    const second = await asAdmin('GET', '/api/admin/users?search=pagetester&page=2');
    expect(second.body.data.users).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/users?page=0')).res.status).toBe(400);
    expect((await asAdmin('GET', `/api/admin/users?search=${'x'.repeat(101)}`)).res.status).toBe(400);
  });

  test('an admin changes a plan: the user’s session answers the new plan and their activity records the upgrade', async () => {
    const member = await newSignedInUser(app, database.db);
    const verifiedTier = async () => {
      const res = await app.request('/api/auth/verify', jsonRequest({}, { headers: member.bearer }));
      return ((await res.json()) as Json).user.subscription;
    };
    expect((await verifiedTier()).tier).toBe('free');

    const up = await asAdmin('POST', `/api/admin/users/${member.userId}/plan`, { tier: 'premium' });
    expect(up.res.status).toBe(200);
    expect(up.body.data).toMatchObject({
      before: { tier: 'free' },
      after: { tier: 'premium', status: 'active' },
      user: { id: member.userId, subscription: { tier: 'premium' } },
    });
    expect(await verifiedTier()).toEqual({ tier: 'premium', status: 'active', currentPeriodEnd: null });

    const upgrades = async () =>
      (await services.activity.list(member.userId, 50)).filter(
        (a) => a.activity_type === 'subscription_upgrade',
      );
    expect(await upgrades()).toEqual([
      expect.objectContaining({
        setting_name: 'tier',
        old_value: 'free',
        new_value: 'premium',
        metadata: { by: 'admin' },
        description: 'Plan changed from Free to Premium by an administrator',
      }),
    ]);

    // A lower tier or a status change alone is not an upgrade.
    await asAdmin('POST', `/api/admin/users/${member.userId}/plan`, { tier: 'free' });
    await asAdmin('POST', `/api/admin/users/${member.userId}/plan`, { tier: 'free', status: 'canceled' });
    expect(await verifiedTier()).toMatchObject({ tier: 'free', status: 'canceled' });
    expect(await upgrades()).toHaveLength(1);
    const trial = await asAdmin('POST', `/api/admin/users/${member.userId}/plan`, {
      tier: 'enterprise',
      status: 'trialing',
    });
    expect(trial.body.data.after).toMatchObject({ tier: 'enterprise', status: 'trialing' });
    expect((await upgrades()).map((a) => a.new_value)).toEqual(['enterprise', 'premium']);
  });

  test('moving a paid user to Free drops the renewal date: Free has no period to renew', async () => {
    const member = await newSignedInUser(app, database.db);
    const bought = await app.request(
      '/api/billing/checkout',
      jsonRequest({ tier: 'enterprise' }, { headers: member.bearer }),
    );
    expect(bought.status).toBe(200);
    const verified = async () =>
      (
        (await (
          await app.request('/api/auth/verify', jsonRequest({}, { headers: member.bearer }))
        ).json()) as Json
      ).user.subscription;
    expect((await verified()).currentPeriodEnd).toMatch(/^\d{4}-/);
    await asAdmin('POST', `/api/admin/users/${member.userId}/plan`, { tier: 'free' });
    expect(await verified()).toEqual({ tier: 'free', status: 'active', currentPeriodEnd: null });
  });

  test('plan and disable calls refuse a bad id, tier or body, and answer 404 for an unknown user', async () => {
    const unknown = await asAdmin('POST', `/api/admin/users/${UNKNOWN_ID}/plan`, { tier: 'premium' });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: ADMIN_MESSAGES.userNotFound });
    const unknownDisable = await asAdmin('POST', `/api/admin/users/${UNKNOWN_ID}/disabled`, {
      disabled: true,
    });
    expect(unknownDisable.res.status).toBe(404);
    expect(unknownDisable.body.error).toBe(ADMIN_MESSAGES.userNotFound);

    const badId = await asAdmin('POST', '/api/admin/users/not-a-uuid/plan', { tier: 'premium' });
    expect(badId.res.status).toBe(400);
    expect(badId.body.error).toBe(ADMIN_MESSAGES.invalidUserId);
    const badTier = await asAdmin('POST', `/api/admin/users/${user.userId}/plan`, { tier: 'platinum' });
    expect(badTier.res.status).toBe(400);
    expect(badTier.body.error).toBe(ADMIN_MESSAGES.invalidTier);
    const badStatus = await asAdmin('POST', `/api/admin/users/${user.userId}/plan`, {
      tier: 'premium',
      status: 'forever',
    });
    expect(badStatus.res.status).toBe(400);
    const badFlag = await asAdmin('POST', `/api/admin/users/${user.userId}/disabled`, { disabled: 'yes' });
    expect(badFlag.res.status).toBe(400);
  });

  test('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const victim = await newSignedInUser(app, database.db);
    const verify = (who: SignedIn) =>
      app.request('/api/auth/verify', jsonRequest({}, { headers: who.bearer }));
    expect((await verify(victim)).status).toBe(200);

    const off = await asAdmin('POST', `/api/admin/users/${victim.userId}/disabled`, { disabled: true });
    expect(off.res.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: victim.userId, disabled: true });
    expect((await verify(victim)).status).toBe(401);
    const refresh = await app.request(
      '/api/auth/refresh',
      jsonRequest({ refreshToken: victim.refreshToken }),
    );
    expect(refresh.status).toBe(401);
    const login = await app.request(
      '/api/auth/login',
      jsonRequest({ email: victim.email, password: 'Correct-Horse-Battery-9' }),
    );
    expect(login.status).toBe(403);
    expect(((await login.json()) as Json).error).toBe(AUTH_MESSAGES.accountDisabled);

    const on = await asAdmin('POST', `/api/admin/users/${victim.userId}/disabled`, { disabled: false });
    expect(on.body.data.disabled).toBe(false);
    const again = await signIn(app, victim.email);
    expect((await verify(again)).status).toBe(200);
  });

  test('an admin cannot disable themself', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${admin.userId}/disabled`, { disabled: true });
    expect(self.res.status).toBe(409);
    expect(self.body).toEqual({ success: false, error: ADMIN_MESSAGES.cannotDisableSelf });
    expect((await asAdmin('GET', '/api/admin/jobs')).res.status).toBe(200);
  });

  test('the admin page’s own calls work with the session cookie, its CSRF token and the site’s Origin', async () => {
    const cookieCall = (csrf?: string) =>
      app.request('/api/admin/cache/market/invalidate', {
        method: 'POST',
        headers: {
          Cookie: admin.cookie,
          Origin: 'http://blockcast.test',
          ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
        },
      });
    expect((await cookieCall()).status).toBe(403);
    expect((await cookieCall(admin.csrfToken)).status).toBe(200);
    const list = await app.request('/api/admin/users', { headers: { Cookie: admin.cookie } });
    expect(list.status).toBe(200);
  });

  test('the outbox lists the verification mail of a fresh sign-up, newest first', async () => {
    const earlier = await signUp(app);
    await services.auth.idle();
    services.clock.advance(1_000);
    const email = await signUp(app);
    await services.auth.idle();

    const mine = await asAdmin('GET', `/api/admin/outbox?to=${encodeURIComponent(email)}`);
    expect(mine.res.status).toBe(200);
    expect(mine.body.data).toMatchObject([
      {
        id: expect.any(String),
        to: email,
        subject: 'Verify your Blockcast email address',
        text: expect.stringContaining('http://blockcast.test/verify-email?token='),
        transport: 'outbox',
        createdAt: new Date(services.clock()).toISOString(),
        sentAt: null,
        error: null,
      },
    ]);
    const all = (await asAdmin('GET', '/api/admin/outbox?limit=100')).body.data as {
      to: string;
      createdAt: string;
    }[];
    const recipients = all.map((m) => m.to);
    expect(recipients.indexOf(email)).toBeLessThan(recipients.indexOf(earlier));
    const times = all.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await asAdmin('GET', '/api/admin/outbox?limit=1')).body.data).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/outbox?limit=101')).res.status).toBe(400);
  });

  test('the outbox shows reset and verification links with their token masked; the stored mail keeps it', async () => {
    const email = await signUp(app);
    await app.request('/api/auth/forgot-password', jsonRequest({ email }));
    await services.auth.idle();
    const verifyToken = await mailedToken(database.db, email, '/verify-email');
    const resetToken = await mailedToken(database.db, email, '/reset-password');
    expect(verifyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const view = await asAdmin('GET', `/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const texts = (view.body.data as { text: string; html: string | null }[]).map(
      (m) => `${m.text}${m.html}`,
    );
    expect(texts).toHaveLength(2);
    const shown = texts.join('\n');
    expect(shown).toContain(`http://blockcast.test/verify-email?token=${MASKED_TOKEN}`);
    expect(shown).toContain(`http://blockcast.test/reset-password?token=${MASKED_TOKEN}`);
    expect(shown).not.toContain(verifyToken);
    expect(shown).not.toContain(resetToken);
    // What was stored (and sent) still works.
    const stored = (await listOutbox(database.db, { to: email })).map((m) => m.text).join('\n');
    expect(stored).toContain(`/verify-email?token=${verifyToken}`);
    expect(stored).toContain(`/reset-password?token=${resetToken}`);
  });

  test('market cache invalidation drops the snapshot this instance held, and the next read loads again', async () => {
    expect((await app.request('/api/market-cache?limit=5')).status).toBe(200);
    const first = await asAdmin('POST', '/api/admin/cache/market/invalidate');
    expect(first.res.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { dropped: { fetchedAt: expect.stringMatching(/^\d{4}-/), source: 'simulated' } },
    });
    expect((await asAdmin('POST', '/api/admin/cache/market/invalidate')).body.data).toEqual({
      dropped: null,
    });
    expect((await app.request('/api/market-cache?limit=5')).status).toBe(200);
    // The spec's path does the same.
    const alias = await asAdmin('POST', '/api/market-cache/invalidate');
    expect(alias.res.status).toBe(200);
    expect(alias.body.data.dropped).toMatchObject({ source: 'simulated' });
  });

  test('image cache invalidation drops the coin icons matching a pattern and refuses anything path-like', async () => {
    const store = services.icons.store;
    await store.get(64, 'btc', 1);
    await store.get(64, 'eth', 1027);
    await store.get(64, 'bch', 1831);

    const btc = await asAdmin('POST', '/api/admin/cache/images/invalidate', { pattern: 'BTC*' });
    expect(btc.res.status).toBe(200);
    expect(btc.body.data).toEqual({ pattern: 'btc*', removed: 3 });
    expect((await store.local()).map((i) => i.symbol)).toEqual(['ETH', 'BCH']);

    for (const pattern of ['../eth', '..', 'eth/../../x', '*.png', 'a*b*c*d*e', '', 'x'.repeat(41)]) {
      const refused = await asAdmin('POST', '/api/admin/cache/images/invalidate', { pattern });
      expect(refused.res.status, pattern).toBe(400);
      expect(refused.body.error, pattern).toBe(ADMIN_MESSAGES.invalidPattern);
    }
    expect(await store.local()).toHaveLength(2);

    // The spec's path and body: the admin key is ignored, the role decides.
    const alias = await asAdmin('POST', '/api/image-cache/invalidate', {
      adminKey: 'anything',
      pattern: 'eth-1027',
    });
    expect(alias.body.data).toEqual({ pattern: 'eth-1027', removed: 3 });
    const all = await asAdmin('POST', '/api/admin/cache/images/invalidate');
    expect(all.body.data).toEqual({ pattern: null, removed: 3 });
    expect(await store.local()).toEqual([]);
    // Dropped icons render again on their next request.
    expect((await app.request('/images/coins/64x64/btc-1.png')).status).toBe(200);
  });

  test('jobs answers the market job: leader, last run, poll interval, and the last error after a failing run', async () => {
    const before = (await asAdmin('GET', '/api/admin/jobs')).body.data[0];
    expect(before).toMatchObject({
      name: 'market-poll',
      provider: 'simulated',
      leader: null,
      lastRunAt: null,
      runs: 0,
    });

    const job = startMarketJob({
      db: database.db,
      logger: services.logger,
      market: services.market,
      intervalMs: 60_000,
      clock: services.clock,
      cache: services.cache,
    });
    await expect.poll(() => job.status().runs, { timeout: 10_000 }).toBe(1);
    const running = (await asAdmin('GET', '/api/admin/jobs')).body.data[0];
    expect(running).toMatchObject({
      name: 'market-poll',
      label: 'Market data poll',
      provider: 'simulated',
      pollIntervalMs: 60_000,
      leader: { holder: job.status().holder, active: true, expiresAt: expect.any(String) },
      lastRunAt: new Date(services.clock()).toISOString(),
      lastOutcome: 'ok',
      lastSuccessAt: expect.any(String),
      lastError: null,
      runs: 1,
      failures: 0,
      market: { source: 'simulated', upstreamFailures: 0 },
    });
    await job.stop();
    expect((await asAdmin('GET', '/api/admin/jobs')).body.data[0].leader).toBeNull();

    // Another instance takes over with a provider that fails every call.
    const simulated = createSimulatedProvider({ seed: 'test', clock: services.clock });
    const failing = createMarketService({
      ...services,
      db: database.db,
      provider: {
        ...simulated,
        listings: () => Promise.reject(new ProviderError('http', 'upstream down', 500)),
      },
    });
    const broken = startMarketJob({
      db: database.db,
      logger: services.logger,
      market: failing,
      intervalMs: 60_000,
      clock: services.clock,
      cache: services.cache,
    });
    await expect.poll(() => broken.status().runs, { timeout: 10_000 }).toBe(1);
    const failed = (await asAdmin('GET', '/api/admin/jobs')).body.data[0];
    expect(failed).toMatchObject({
      leader: { holder: broken.status().holder, active: true },
      lastOutcome: 'failed',
      lastError: 'upstream down',
      lastErrorAt: expect.any(String),
      failures: 1,
    });
    await broken.stop();
  });

  test('a visitor is asked to sign in, a user is refused and an admin gets through on every admin-only endpoint', async () => {
    // One representative call per path of ADMIN_ONLY_PATHS; the type makes a new path fail to compile here.
    const calls: Record<(typeof ADMIN_ONLY_PATHS)[number], Call> = {
      '/crypto-reference/sync-map': { method: 'POST', path: '/api/crypto-reference/sync-map' },
      '/crypto-reference/sync-info': { method: 'POST', path: '/api/crypto-reference/sync-info?symbols=BTC' },
      '/icons/download': { method: 'POST', path: '/api/icons/download', body: { cryptocurrencies: [] } },
      '/icons/cleanup': { method: 'DELETE', path: '/api/icons/cleanup', body: { activeCryptos: [1] } },
      '/image-cache/invalidate': {
        method: 'POST',
        path: '/api/image-cache/invalidate',
        body: { adminKey: 'x' },
      },
      '/market-cache/invalidate': { method: 'POST', path: '/api/market-cache/invalidate' },
      '/telemetry/summary': { method: 'GET', path: '/api/telemetry/summary' },
    };
    expect(Object.keys(calls).sort()).toEqual([...ADMIN_ONLY_PATHS].sort());
    for (const route of Object.values(calls)) {
      const label = `${route.method} ${route.path}`;
      expect((await call(route)).res.status, label).toBe(401);
      expect((await call(route, user)).res.status, label).toBe(403);
      const asAdminAnswer = await call(route, admin);
      expect([401, 403], label).not.toContain(asAdminAnswer.res.status);
      expect(asAdminAnswer.res.status, label).toBeLessThan(300);
    }
    // Every method on such a path is guarded, not only the one with a handler.
    expect((await call({ method: 'GET', path: '/api/image-cache/invalidate' })).res.status).toBe(401);
  });
});
