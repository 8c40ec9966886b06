// Web Push end to end on the server: a Premium reader who turned push on gets, when an alert fires, an encrypted
// push (aes128gcm, VAPID-signed) at their browser's push service, here a local one; it decrypts to the alert.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser } from '../../tests/auth';
import { createTestServices } from '../../tests/services';
import { setSubscription } from '../auth/accounts.server';
import { pushSubscriptions } from './tables.server';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('alert pushes', () => {
  let database: Database;
  let pushService: Server;
  let origin: string;
  let agent: Agent;
  const received: Received[] = [];
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@blockcast.test' };

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    // The push service speaks HTTPS, as every real one does: a certificate made for this test, trusted by the
    // agent the server's pushes go through.
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(path.join(dir, 'key.pem'));
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    rmSync(dir, { recursive: true, force: true });
    agent = new Agent({ ca: cert });
    pushService = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(req.url?.includes('gone') ? 410 : 201).end();
      });
    });
    await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
    origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => pushService.close(r));
    await database.close();
  });

  test("a fired alert reaches the reader's push service encrypted and signed, and a gone subscription is dropped", async () => {
    const services = createTestServices(database, { push: { vapid, services: [origin], agent } });
    const app = createApp(services);
    const me = await newSignedInUser(app, database.db);
    await setSubscription(
      database.db,
      me.userId,
      { tier: 'premium', status: 'active' },
      new Date(services.clock()),
    );
    const put = (path: string, body: unknown, method = 'PUT') =>
      app.request(`/api/dashboard${path}`, jsonRequest(body, { method, headers: me.bearer }));
    expect((await put('/preferences', { pushAlerts: true })).status).toBe(200);

    // The browser's side of the subscription: its key pair and auth secret.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const authSecret = randomBytes(16);
    const keys = { p256dh: browser.getPublicKey('base64url'), auth: authSecret.toString('base64url') };
    for (const endpoint of [`${origin}/push/live`, `${origin}/push/gone`])
      expect((await put('/push-subscriptions', { endpoint, keys }, 'POST')).status).toBe(201);

    const created = await put('/alerts', { symbol: 'BTC', threshold_percent: 5, direction: 'up' }, 'POST');
    const alert = ((await created.json()) as { data: { reference_price: string } }).data;
    const fired = await services.alertsRuntime.evaluator.evaluate(
      new Map([['BTC', Number(alert.reference_price) * 1.08]]),
    );
    expect(fired).toHaveLength(1);

    const live = received.find((r) => r.path === '/push/live');
    expect(live).toBeDefined();
    expect(live!.headers['content-encoding']).toBe('aes128gcm');
    expect(live!.headers.ttl).toBe('3600');
    expect(live!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const payload = JSON.parse(
      ece
        .decrypt(live!.body, { version: 'aes128gcm', privateKey: browser, authSecret: keys.auth })
        .toString('utf8'),
    ) as Record<string, unknown>;
    expect(payload).toEqual({
      title: 'BTC +8.00%',
      body: expect.stringMatching(/^Price moved from \$[\d,.]+ to \$[\d,.]+$/),
      url: `${services.siteUrl}/dashboard/alerts`,
      notificationId: fired[0]!.notification.id,
      symbol: 'BTC',
    });

    // The push service said the other subscription is gone: it is removed, the live one kept.
    const rows = await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint)).toEqual([`${origin}/push/live`]);
  });
});
