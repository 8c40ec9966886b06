// A scaled deployment behaves as one site: one jobs instance and two web instances on one PostgreSQL database and
// one Redis (the machine's), each test calling the instances it names. Run when TEST_DATABASE_URL and
// TEST_REDIS_URL are set (CI sets both), after `npm run build`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_LIMITS } from '../../features/auth/deps.server';
import { NOTIFICATION_EVENT } from '../../features/alerts/rules';
import {
  call,
  CLUSTER_ADMIN,
  newReader,
  openStream,
  signIn,
  round2,
  startCluster,
  tickedPrice,
  type Cluster,
} from './cluster';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ roles: ['jobs', 'web', 'web'], redisDb: 7 });
}, 400_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

describe('many instances, one site', () => {
  test('a session made on one instance works on every other, and signing out on one ends it everywhere', async () => {
    const [a, b] = cluster.web;
    const { token } = await newReader(a!, b!, 11);
    for (const server of [a!, b!, cluster.jobs]) {
      expect((await call(server, 'GET', '/api/dashboard/profile', { token })).status).toBe(200);
    }
    expect((await call(b!, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const server of [a!, b!, cluster.jobs]) {
      expect((await call(server, 'GET', '/api/dashboard/profile', { token })).status).toBe(401);
    }
  });

  test('failed sign-ins from one address, spread over the instances, are refused at the count one instance allows', async () => {
    const { points } = AUTH_LIMITS.loginIp;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i++) {
      const server = cluster.web[i % cluster.web.length]!;
      const body = { email: `nobody-${i}@example.com`, password: 'not-the-password-1' };
      statuses.push((await call(server, 'POST', '/api/auth/login', { body, address: 77 })).status);
    }
    // Each instance saw half of them: only a shared count refuses the one past the limit.
    expect(statuses.slice(0, points)).toEqual(Array.from({ length: points }, () => 401));
    expect(statuses[points]).toBe(429);
    // Another address is not held back by it.
    const other = await call(cluster.web[0]!, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'not-the-password-1' },
      address: 78,
    });
    expect(other.status).toBe(401);
  });

  test('a price tick made by the jobs instance reaches the price streams open on every web instance', async () => {
    const streams = await Promise.all(cluster.web.map((s) => openStream(s, '/api/stream/prices?top=5')));
    try {
      const usd = round2(cluster.price('BTC') * 1.03);
      cluster.setPrice('BTC', usd);
      for (const stream of streams) {
        await expect.poll(() => tickedPrice(stream, 1), { timeout: 20_000 }).toBe(usd);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('an alert made through one instance fires once: its notification reaches a bell open on another, and one e-mail is sent', async () => {
    const [a, b] = cluster.web;
    const admin = await signIn(a!, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password, 90);
    const { email, token } = await newReader(b!, a!, 21);
    // E-mail alerts go to a verified address of a paying plan that asked for them.
    let verifyToken: string | undefined;
    await expect
      .poll(() => {
        verifyToken = cluster
          .mailTo(email)
          .map((m) => m.text.match(/verify-email\?token=([\w%-]+)/)?.[1])
          .find(Boolean);
        return verifyToken;
      })
      .toBeDefined();
    expect(
      (
        await call(b!, 'POST', '/api/auth/verify-email', {
          body: { token: decodeURIComponent(verifyToken!) },
        })
      ).status,
    ).toBe(200);
    const users = await call<{ data: { users: { id: string }[] } }>(
      b!,
      'GET',
      `/api/admin/users?search=${encodeURIComponent(email)}`,
      { token: admin },
    );
    const userId = users.body.data.users[0]!.id;
    expect(
      (await call(b!, 'POST', `/api/admin/users/${userId}/plan`, { token: admin, body: { tier: 'premium' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(a!, 'PUT', '/api/dashboard/preferences', { token, body: { emailAlerts: true } })).status,
    ).toBe(200);

    const made = await call(a!, 'POST', '/api/dashboard/alerts', {
      token,
      body: { symbol: 'ETH', threshold_percent: 5, direction: 'up' },
    });
    expect(made.status).toBe(201);
    const bell = await openStream(b!, '/api/dashboard/notifications/stream', token);
    try {
      cluster.setPrice('ETH', round2(cluster.price('ETH') * 1.1));
      await expect
        .poll(() => bell.events.filter((e) => e.event === NOTIFICATION_EVENT).length, { timeout: 30_000 })
        .toBe(1);
      expect(JSON.parse(bell.events.find((e) => e.event === NOTIFICATION_EVENT)!.data)).toMatchObject({
        symbol: 'ETH',
      });
      const alertMails = () => cluster.mailTo(email).filter((m) => m.subject.includes('ETH')).length;
      await expect.poll(alertMails, { timeout: 15_000 }).toBe(1);
      // Three market polls later there is still one of each, on every instance.
      const runs = async () => {
        const jobs = await call<{ data: { name: string; runs: number }[] }>(b!, 'GET', '/api/admin/jobs', {
          token: admin,
        });
        return jobs.body.data.find((j) => j.name === 'market-poll')?.runs ?? 0;
      };
      const before = await runs();
      await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 3);
      for (const server of [a!, b!]) {
        const list = await call<{ data: { symbol: string }[] }>(
          server,
          'GET',
          '/api/dashboard/notifications',
          {
            token,
          },
        );
        expect(list.body.data.filter((n) => n.symbol === 'ETH')).toHaveLength(1);
      }
      expect(bell.events.filter((e) => e.event === NOTIFICATION_EVENT)).toHaveLength(1);
      expect(alertMails()).toBe(1);
    } finally {
      bell.close();
    }
  }, 120_000);

  test('an article an admin publishes on one instance is listed on the others at once', async () => {
    const [a, b] = cluster.web;
    const admin = await signIn(a!, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password, 91);
    const titles = async (server: typeof a) => {
      const list = await call<{ data: { title: string }[] }>(
        server!,
        'GET',
        '/api/crypto-news/list?limit=20',
      );
      return list.body.data.map((article) => article.title);
    };
    // Both instances have read the list (and keep their copy of it) before the story exists.
    const title = `Cluster story ${Date.now()}`;
    for (const server of [a, b]) expect(await titles(server)).not.toContain(title);
    const made = await call(a!, 'POST', '/api/admin/articles', {
      token: admin,
      body: {
        type: 'news',
        title,
        category: 'Bitcoin',
        markdown: 'Written on one instance, read on another.',
        status: 'published',
      },
    });
    expect(made.status).toBe(201);
    // Within two seconds, where the list's copy would otherwise be kept for minutes.
    await expect.poll(() => titles(b), { timeout: 2_000 }).toContain(title);
    expect(await titles(a)).toContain(title);
  });
});
