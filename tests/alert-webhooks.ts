// The world the alert webhook tests run in: the app on a database with a clock of the test's, local receivers that
// verify every delivery with the Standard Webhooks reference library, and the API calls the tests make.
import { expect } from 'vitest';
import type { AlertRow } from '../features/alerts/rules';
import type { WebhookDeliveryRow, WebhookSetAnswer } from '../features/alerts/webhook-rules';
import type { Database } from '../platform/db.server';
import { createApp } from '../server/app';
import { jsonRequest, newSignedInUser, type SignedIn } from './auth';
import { startWebhookReceiver, type WebhookReceiver } from './fakes/webhook-receiver';
import { createTestServices, fakeClock } from './services';

export type Json = ReturnType<typeof JSON.parse>;

/** A database, the app on it with a clock of the test's, and the calls the tests make. */
export async function webhookWorld(database: Database, clock = fakeClock(Date.now())) {
  const services = createTestServices(database, { clock });
  const app = createApp(services);
  const receivers: WebhookReceiver[] = [];
  const call = async (path: string, me: SignedIn, init: RequestInit = {}) => {
    const res = await app.request(`/api/dashboard${path}`, {
      ...init,
      headers: { ...me.bearer, ...(init.headers as Record<string, string> | undefined) },
    });
    return { res, body: (await res.json()) as Json };
  };
  const onPlan = async (tier: 'premium' | 'enterprise') => {
    const me = await newSignedInUser(app, database.db);
    const res = await app.request('/api/billing/checkout', jsonRequest({ tier }, { headers: me.bearer }));
    expect(res.status).toBe(200);
    return me;
  };
  const newAlert = async (me: SignedIn, symbol = 'BTC', extra: Record<string, unknown> = {}) => {
    const { res, body } = await call(
      '/alerts',
      me,
      jsonRequest({ symbol, threshold_percent: 5, direction: 'up', ...extra }),
    );
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body.data as AlertRow;
  };
  const setWebhook = (me: SignedIn, alertId: string, url: string) =>
    call(`/alerts/webhook?id=${alertId}`, me, jsonRequest({ url }, { method: 'PUT' }));
  const readWebhook = async (me: SignedIn, alertId: string) =>
    (await call(`/alerts/webhook?id=${alertId}`, me)).body.data as {
      webhook: { url: string } | null;
      deliveries: WebhookDeliveryRow[];
    };
  const sendTest = (me: SignedIn, alertId: string) =>
    call(`/alerts/webhook/test?id=${alertId}`, me, { method: 'POST' });
  const receiver = async () => {
    const r = await startWebhookReceiver();
    receivers.push(r);
    return r;
  };
  /** An Enterprise user's alert with a webhook to a new receiver that knows the secret. */
  const hooked = async (symbol = 'BTC', extra: Record<string, unknown> = {}) => {
    const me = await onPlan('enterprise');
    const alert = await newAlert(me, symbol, extra);
    const hook = await receiver();
    const { res, body } = await setWebhook(me, alert.id, hook.url);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const { secret } = body.data as WebhookSetAnswer;
    if (!secret) throw new Error('no secret in the answer');
    hook.setSecret(secret);
    return { me, alert, hook, secret };
  };
  /** A coin's price now, and a tick that moves it by `factor` (only that coin: other tests' alerts stay quiet). */
  const { snapshot } = await services.market.read();
  const priceOf = (symbol: string) => {
    const usd = snapshot.coins.find((c) => c.symbol === symbol)?.price;
    if (!usd) throw new Error(`no price for ${symbol}`);
    return usd;
  };
  const move = (symbol: string, factor: number) =>
    services.alertsRuntime.evaluator.evaluate(new Map([[symbol, priceOf(symbol) * factor]]));
  return {
    services,
    app,
    clock,
    call,
    onPlan,
    newAlert,
    setWebhook,
    readWebhook,
    sendTest,
    receiver,
    hooked,
    priceOf,
    move,
    close: () => Promise.all(receivers.map((r) => r.close())),
  };
}

export type WebhookWorld = Awaited<ReturnType<typeof webhookWorld>>;
