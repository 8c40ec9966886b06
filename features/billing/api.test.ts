import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { INVALID_SIGNATURE_MESSAGE } from '../../platform/payments.server';
import { createStripeProvider, PROVIDER_UNAVAILABLE_MESSAGE } from '../../platform/stripe-payments.server';
import { createApp } from '../../server/app';
import { jsonRequest, newSignedInUser, signIn, type SignedIn } from '../../tests/auth';
import { databaseTargets } from '../../tests/databases';
import {
  checkoutSessionObject,
  invoiceObject,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
  type FakeStripe,
} from '../../tests/fakes/stripe-server';
import { createTestServices, fakeClock } from '../../tests/services';
import { AUTH_MESSAGES } from '../auth/schemas';
import { WEBHOOK_BODY_LIMIT_BYTES } from './api.server';
import { BILLING_MESSAGES } from './schemas';
import { invoices as invoiceRows, paymentEvents, paymentMethods } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;
type App = ReturnType<typeof createApp>;

const SITE = 'http://blockcast.test';
const SECRET_KEY = 'sk_test_blockcast_fake';
const WEBHOOK_SECRET = 'whsec_test_blockcast_fake';
const PRICES = { premium: 'price_premium_test', enterprise: 'price_enterprise_test' };
const signer = new Stripe(SECRET_KEY);

async function call(app: App, path: string, who: SignedIn | null, body?: unknown) {
  const headers = who ? who.bearer : {};
  const res = await app.request(
    `/api/billing${path}`,
    body === undefined
      ? { method: path === '/summary' ? 'GET' : 'POST', headers }
      : jsonRequest(body, { headers }),
  );
  return { res, body: (await res.json()) as Json };
}

async function verify(app: App, who: SignedIn) {
  const res = await app.request('/api/auth/verify', jsonRequest({}, { headers: who.bearer }));
  return ((await res.json()) as Json).subscription;
}

async function activities(app: App, who: SignedIn): Promise<Json[]> {
  const res = await app.request('/api/user-activity/activities', { headers: who.bearer });
  return ((await res.json()) as Json).data;
}

describe.each(databaseTargets)('billing API on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  describe('with the local provider', () => {
    let services: ReturnType<typeof createTestServices>;
    let app: App;
    beforeAll(() => {
      services = createTestServices(database);
      app = createApp(services);
    });
    afterAll(() => services.auth.idle());

    test('[ACT-026] upgrading to Premium takes effect at once: plan, session answer, a paid invoice and an upgrade activity', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { res, body } = await call(app, '/checkout', ada, { tier: 'premium' });
      expect(res.status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: {
          completed: true,
          subscription: { tier: 'premium', status: 'active', currentPeriodEnd: '2026-02-15T12:00:00.000Z' },
        },
      });
      expect(await verify(app, ada)).toMatchObject({ tier: 'premium', status: 'active' });
      const summary = (await call(app, '/summary', ada)).body.data;
      expect(summary).toMatchObject({
        provider: 'local',
        portalAvailable: false,
        subscription: { tier: 'premium', status: 'active' },
        invoices: [
          {
            description: 'Blockcast Premium, 1 month',
            amountCents: 1900,
            currency: 'usd',
            status: 'paid',
            createdAt: '2026-01-15T12:00:00.000Z',
          },
        ],
      });
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toEqual([
        expect.objectContaining({ setting_name: 'tier', old_value: 'free', new_value: 'premium' }),
      ]);
    });

    test('buying the plan one already has is refused with 409 and bills nothing', async () => {
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      const again = await call(app, '/checkout', ada, { tier: 'premium' });
      expect(again.res.status).toBe(409);
      expect(again.body).toEqual({ success: false, error: BILLING_MESSAGES.alreadyOnPlan('premium') });
      expect((await call(app, '/summary', ada)).body.data.invoices).toHaveLength(1);
    });

    test('Premium then Enterprise: two invoices newest first, and each rise logged', async () => {
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(60_000);
      const { body } = await call(app, '/checkout', ada, { tier: 'enterprise' });
      expect(body.data.subscription).toMatchObject({ tier: 'enterprise', status: 'active' });
      const { invoices } = (await call(app, '/summary', ada)).body.data;
      expect(invoices.map((i: Json) => i.amountCents)).toEqual([8000, 1900]);
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades.map((a) => `${a.old_value}>${a.new_value}`)).toEqual([
        'premium>enterprise',
        'free>premium',
      ]);
    });

    test('cancel returns to Free at once; choosing Free at checkout does the same; neither is logged as an upgrade', async () => {
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      const cancel = await call(app, '/cancel', ada);
      expect(cancel.res.status).toBe(200);
      expect(cancel.body.data).toEqual({
        completed: true,
        subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
      });
      expect(await verify(app, ada)).toMatchObject({ tier: 'free', status: 'active' });

      await call(app, '/checkout', ada, { tier: 'premium' });
      const free = await call(app, '/checkout', ada, { tier: 'free' });
      expect(free.body.data.subscription).toMatchObject({ tier: 'free' });
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toHaveLength(2);
    });

    test('an unknown plan is refused with a clear message', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { res, body } = await call(app, '/checkout', ada, { tier: 'platinum' });
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, error: BILLING_MESSAGES.tierInvalid });
    });

    test('anonymous calls get 401, and the webhook does not exist without Stripe', async () => {
      for (const [path, body] of [
        ['/summary', undefined],
        ['/checkout', { tier: 'premium' }],
        ['/portal', undefined],
        ['/cancel', undefined],
        ['/payment-method', { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }],
      ] as const) {
        const { res, body: answer } = await call(app, path, null, body);
        expect(res.status, path).toBe(401);
        expect(answer).toEqual({ success: false, error: AUTH_MESSAGES.authRequired });
      }
      const webhook = await app.request('/api/billing/webhook', { method: 'POST', body: '{}' });
      expect(webhook.status).toBe(404);
    });

    test('one user never sees another user’s plan, card or invoices', async () => {
      const ada = await newSignedInUser(app, database.db);
      const bob = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      await call(app, '/payment-method', ada, { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      const summary = (await call(app, '/summary', bob)).body.data;
      expect(summary).toEqual({
        provider: 'local',
        portalAvailable: false,
        subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
        paymentMethod: null,
        invoices: [],
      });
    });

    test('the card on file is kept as brand, last four and expiry; a card number is refused and never stored', async () => {
      const ada = await newSignedInUser(app, database.db);
      const card = { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2026 };
      const saved = await call(app, '/payment-method', ada, card);
      expect(saved.res.status).toBe(200);
      expect(saved.body.data).toEqual({ paymentMethod: card });
      expect((await call(app, '/summary', ada)).body.data.paymentMethod).toEqual(card);

      const withNumber = await call(app, '/payment-method', ada, {
        ...card,
        last4: '4444',
        number: '5555555555554444',
      });
      expect(withNumber.res.status).toBe(400);
      expect(withNumber.body).toEqual({ success: false, error: BILLING_MESSAGES.cardInvalid });

      const expired = await call(app, '/payment-method', ada, { ...card, expMonth: 12, expYear: 2025 });
      expect(expired.res.status).toBe(400);
      expect(expired.body).toEqual({ success: false, error: BILLING_MESSAGES.cardExpired });

      const rows = await database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, ada.userId));
      expect(rows.map((r) => r.last4)).toEqual(['4242']);
    });

    test('the local portal is the billing page itself', async () => {
      const ada = await newSignedInUser(app, database.db);
      expect((await call(app, '/portal', ada)).body).toEqual({
        success: true,
        data: { url: '/dashboard/billing' },
      });
    });

    test('from the browser (session cookie), a plan change needs the CSRF token', async () => {
      const ada = await newSignedInUser(app, database.db);
      const browser = { Cookie: ada.cookie, Origin: SITE };
      const forged = await app.request(
        '/api/billing/checkout',
        jsonRequest({ tier: 'premium' }, { headers: browser }),
      );
      expect(forged.status).toBe(403);
      const ok = await app.request(
        '/api/billing/checkout',
        jsonRequest({ tier: 'premium' }, { headers: { ...browser, 'X-CSRF-Token': ada.csrfToken } }),
      );
      expect(ok.status).toBe(200);
      expect(await verify(app, ada)).toMatchObject({ tier: 'premium' });
    });
  });

  describe('plan changes with the local provider: one at a time, prorated up, kept down', () => {
    let services: ReturnType<typeof createTestServices>;
    let app: App;
    beforeAll(() => {
      services = createTestServices(database);
      app = createApp(services);
    });
    afterAll(() => services.auth.idle());

    test('five concurrent checkouts of one Free user: one upgrade, one paid invoice, four 409s', async () => {
      const ada = await newSignedInUser(app, database.db);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call(app, '/checkout', ada, { tier: 'premium' })),
      );
      const statuses = answers.map((a) => a.res.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.res.status === 409)) {
        expect(refused.body).toEqual({ success: false, error: BILLING_MESSAGES.alreadyOnPlan('premium') });
      }
      const { invoices } = (await call(app, '/summary', ada)).body.data;
      expect(invoices.map((i: Json) => [i.amountCents, i.status])).toEqual([[1900, 'paid']]);
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toHaveLength(1);
    });

    test('Premium then Enterprise the same minute: charged the $80.00 difference, not $99 on top of $19', async () => {
      // Period 15 Mar 12:00 → 15 Apr 12:00 (31 days); a minute in, Premium's unused share is
      // 1900 × (31 d − 60 s) / 31 d = 1899.96 → 1900 cents, so Enterprise costs 9900 − 1900 = 8000.
      services.clock.set(Date.parse('2026-03-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(60_000);
      const { body } = await call(app, '/checkout', ada, { tier: 'enterprise' });
      expect(body.data.subscription).toMatchObject({
        tier: 'enterprise',
        currentPeriodEnd: '2026-04-15T12:01:00.000Z',
      });
      const { invoices } = (await call(app, '/summary', ada)).body.data;
      expect(invoices.map((i: Json) => [i.description, i.amountCents])).toEqual([
        ['Blockcast Enterprise, 1 month, less $19.00 unused Premium', 8000],
        ['Blockcast Premium, 1 month', 1900],
      ]);
    });

    test('Enterprise ten days into a Premium month: 9900 − 1900 × 21/31 = 8613 cents, and a new month from that day', async () => {
      // 1900 × 21 / 31 = 1287.10 → 1287 cents of Premium unused; 9900 − 1287 = 8613.
      // Premium 15 May 12:00 → 15 Jun 12:00 (31 days); Enterprise on 25 May 12:00, 21 days left.
      services.clock.set(Date.parse('2026-05-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(10 * 86_400_000);
      const later = await signIn(app, ada.email);
      const { body } = await call(app, '/checkout', later, { tier: 'enterprise' });
      expect(body.data.subscription.currentPeriodEnd).toBe('2026-06-25T12:00:00.000Z');
      const { invoices } = (await call(app, '/summary', later)).body.data;
      expect(invoices[0]).toMatchObject({
        description: 'Blockcast Enterprise, 1 month, less $12.87 unused Premium',
        amountCents: 8613,
      });
    });

    test('Enterprise after the Premium month has ended: the full $99, nothing to credit', async () => {
      services.clock.set(Date.parse('2026-07-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(32 * 86_400_000);
      const later = await signIn(app, ada.email);
      await call(app, '/checkout', later, { tier: 'enterprise' });
      const { invoices } = (await call(app, '/summary', later)).body.data;
      expect(invoices[0]).toMatchObject({ description: 'Blockcast Enterprise, 1 month', amountCents: 9900 });
    });

    test('Enterprise down to Premium within the paid month: at once, no new invoice, the period end kept', async () => {
      services.clock.set(Date.parse('2026-09-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      const bought = (await call(app, '/checkout', ada, { tier: 'enterprise' })).body.data.subscription;
      expect(bought.currentPeriodEnd).toBe('2026-10-15T12:00:00.000Z');
      services.clock.advance(5 * 86_400_000);
      const later = await signIn(app, ada.email);
      const { res, body } = await call(app, '/checkout', later, { tier: 'premium' });
      expect(res.status).toBe(200);
      expect(body.data.subscription).toEqual({
        tier: 'premium',
        status: 'active',
        currentPeriodEnd: bought.currentPeriodEnd,
      });
      const { invoices } = (await call(app, '/summary', later)).body.data;
      expect(invoices.map((i: Json) => i.amountCents)).toEqual([9900]);
    });

    test('Premium, Enterprise, Premium, Enterprise in one period: $19 + $80, nothing more', async () => {
      // Premium 1900 at 2 Nov 12:00; a minute later Enterprise 9900 − 1900 = 8000, a month from 12:01; down to
      // Premium and back up to Enterprise within that month are already paid for: no invoice, the end kept.
      services.clock.set(Date.parse('2026-11-02T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      for (const tier of ['enterprise', 'premium', 'enterprise'] as const) {
        services.clock.advance(60_000);
        expect((await call(app, '/checkout', ada, { tier })).res.status).toBe(200);
      }
      const { subscription, invoices } = (await call(app, '/summary', ada)).body.data;
      expect(subscription).toMatchObject({
        tier: 'enterprise',
        currentPeriodEnd: '2026-12-02T12:01:00.000Z',
      });
      expect(invoices.map((i: Json) => i.amountCents)).toEqual([8000, 1900]);
    });

    test('Enterprise then Premium then Enterprise: $99 only', async () => {
      services.clock.set(Date.parse('2027-01-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      services.clock.advance(5 * 86_400_000);
      const later = await signIn(app, ada.email);
      await call(app, '/checkout', later, { tier: 'premium' });
      services.clock.advance(5 * 86_400_000);
      const last = await signIn(app, ada.email);
      const { res, body } = await call(app, '/checkout', last, { tier: 'enterprise' });
      expect(res.status).toBe(200);
      expect(body.data.subscription).toEqual({
        tier: 'enterprise',
        status: 'active',
        currentPeriodEnd: '2027-02-15T12:00:00.000Z',
      });
      const { invoices } = (await call(app, '/summary', last)).body.data;
      expect(invoices.map((i: Json) => [i.description, i.amountCents])).toEqual([
        ['Blockcast Enterprise, 1 month', 9900],
      ]);
    });

    test('concurrent enterprise and premium checkouts of a Free user: never more than one full price plus what the plans truly differ', async () => {
      // In either order the two make $99: Enterprise 9900 then Premium free, or Premium 1900 then Enterprise 8000.
      // A later Enterprise checkout in the same period charges nothing more (or is refused if already on it).
      services.clock.set(Date.parse('2027-03-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      const answers = await Promise.all([
        call(app, '/checkout', ada, { tier: 'enterprise' }),
        call(app, '/checkout', ada, { tier: 'premium' }),
      ]);
      expect(answers.map((a) => a.res.status)).toEqual([200, 200]);
      services.clock.advance(60_000);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      const { subscription, invoices } = (await call(app, '/summary', ada)).body.data;
      expect(subscription.tier).toBe('enterprise');
      // Sorted: with the test's clock standing still both invoices may share one moment.
      const paid = invoices.map((i: Json) => i.amountCents as number).sort((a: number, b: number) => b - a);
      expect([[9900], [8000, 1900]]).toContainEqual(paid);
    });

    test('each local invoice keeps the plan it bought: Premium, then Enterprise less the Premium credit', async () => {
      services.clock.set(Date.parse('2027-05-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(60_000);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      const rows = await database.db
        .select({ tier: invoiceRows.tier, amountCents: invoiceRows.amountCents })
        .from(invoiceRows)
        .where(eq(invoiceRows.userId, ada.userId))
        .orderBy(invoiceRows.createdAt);
      expect(rows).toEqual([
        { tier: 'premium', amountCents: 1900 },
        { tier: 'enterprise', amountCents: 8000 },
      ]);
    });

    test('what a period was paid for comes from the invoice’s plan, not its wording: a line naming no plan still makes Enterprise → Premium → Enterprise free', async () => {
      // Lines are for people and may change (new wording, a translation); the plan bought is stored beside them.
      services.clock.set(Date.parse('2027-07-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      await database.db
        .update(invoiceRows)
        .set({ description: 'Abonnement mensuel Blockcast' })
        .where(eq(invoiceRows.userId, ada.userId));
      services.clock.advance(5 * 86_400_000);
      const later = await signIn(app, ada.email);
      await call(app, '/checkout', later, { tier: 'premium' });
      services.clock.advance(60_000);
      const { res, body } = await call(app, '/checkout', later, { tier: 'enterprise' });
      expect(res.status).toBe(200);
      expect(body.data.subscription).toEqual({
        tier: 'enterprise',
        status: 'active',
        currentPeriodEnd: '2027-08-15T12:00:00.000Z',
      });
      const { invoices } = (await call(app, '/summary', later)).body.data;
      expect(invoices.map((i: Json) => [i.description, i.amountCents])).toEqual([
        ['Abonnement mensuel Blockcast', 9900],
      ]);
    });

    test('after an upgrade whose $80 line names no plan, Premium and back to Enterprise in that period cost nothing more', async () => {
      services.clock.set(Date.parse('2027-09-15T12:00:00Z'));
      const ada = await newSignedInUser(app, database.db);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(60_000);
      await call(app, '/checkout', ada, { tier: 'enterprise' });
      await database.db
        .update(invoiceRows)
        .set({ description: 'Plan change' })
        .where(eq(invoiceRows.userId, ada.userId));
      services.clock.advance(60_000);
      await call(app, '/checkout', ada, { tier: 'premium' });
      services.clock.advance(60_000);
      expect((await call(app, '/checkout', ada, { tier: 'enterprise' })).res.status).toBe(200);
      const { invoices } = (await call(app, '/summary', ada)).body.data;
      expect(invoices.map((i: Json) => i.amountCents)).toEqual([8000, 1900]);
    });
  });

  describe('with Stripe (a local fake of its API)', () => {
    let fake: FakeStripe;
    let services: ReturnType<typeof createTestServices>;
    let app: App;

    beforeAll(async () => {
      fake = await startFakeStripe({ secretKey: SECRET_KEY, prices: Object.values(PRICES) });
      const clock = fakeClock();
      const payments = createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        prices: PRICES,
        apiBase: fake.url,
        clock,
        timeoutMs: 5000,
      });
      services = createTestServices(database, { clock, payments });
      app = createApp(services);
    });
    afterAll(async () => {
      await services.auth.idle();
      await fake.close();
    });

    const nowSec = () => Math.floor(services.clock() / 1000);

    /** Delivers an event as Stripe does: raw JSON, signed with the endpoint's secret at the given time. */
    async function deliver(
      event: Json,
      options: { secret?: string; timestampSec?: number; body?: string } = {},
    ) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestampSec ?? nowSec(),
      });
      const res = await app.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: options.body ?? payload,
      });
      return { res, body: (await res.json()) as Json };
    }

    function completedCheckout(who: SignedIn, tier: 'premium' | 'enterprise' = 'premium') {
      const ids = {
        customerId: `cus_${who.userId.slice(0, 8)}`,
        subscriptionId: `sub_${who.userId.slice(0, 8)}`,
      };
      const event = stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({ userId: who.userId, tier, ...ids }),
      );
      return { event, ...ids };
    }

    test('checkout answers Stripe’s Checkout page, asks for the plan’s price for this user, and changes nothing yet', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { res, body } = await call(app, '/checkout', ada, { tier: 'premium' });
      expect(res.status).toBe(200);
      expect(body.data.url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_[0-9a-f]+$`));
      const sent = fake.requests.at(-1)!;
      expect(sent).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        authorization: `Bearer ${SECRET_KEY}`,
      });
      expect(sent.form).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': PRICES.premium,
        'line_items[0][quantity]': '1',
        client_reference_id: ada.userId,
        customer_email: ada.email,
        'metadata[tier]': 'premium',
        'metadata[userId]': ada.userId,
        'subscription_data[metadata][userId]': ada.userId,
        success_url: `${SITE}/dashboard/billing?checkout=success`,
        cancel_url: `${SITE}/dashboard/subscription?checkout=canceled`,
      });
      expect(await verify(app, ada)).toMatchObject({ tier: 'free' });
    });

    test('a signed checkout.session.completed upgrades the user and logs the upgrade', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event } = completedCheckout(ada);
      const { res, body } = await deliver(event);
      expect(res.status).toBe(200);
      expect(body).toEqual({ success: true, data: { received: true, outcome: 'processed' } });
      expect(await verify(app, ada)).toMatchObject({ tier: 'premium', status: 'active' });
      expect((await call(app, '/summary', ada)).body.data).toMatchObject({
        provider: 'stripe',
        portalAvailable: true,
      });
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toEqual([expect.objectContaining({ old_value: 'free', new_value: 'premium' })]);
    });

    test('the same event delivered twice is processed once', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      await deliver(event);
      // The subscription ends; a late redelivery of the old checkout must not bring Premium back.
      const ended = subscriptionObject({
        id: subscriptionId,
        customerId,
        priceId: PRICES.premium,
        status: 'canceled',
        currentPeriodEndSec: nowSec(),
      });
      await deliver(stripeEvent('customer.subscription.deleted', ended));
      const again = await deliver(event);
      expect(again.res.status).toBe(200);
      expect(again.body.data.outcome).toBe('duplicate');
      expect(await verify(app, ada)).toMatchObject({ tier: 'free' });
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toHaveLength(1);
    });

    test('two deliveries of one event at the same moment are processed once', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event } = completedCheckout(ada);
      const answers = await Promise.all([deliver(event), deliver(event)]);
      expect(answers.map((a) => a.body.data.outcome).sort()).toEqual(['duplicate', 'processed']);
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades).toHaveLength(1);
    });

    test('a bad signature gets 400 and changes nothing', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event } = completedCheckout(ada);
      const tampered = JSON.stringify({ ...event, type: 'checkout.session.completed', livemode: true });
      const attempts = [
        await deliver(event, { secret: 'whsec_someone_else' }),
        await deliver(event, { body: tampered }),
        await deliver(event, { timestampSec: nowSec() - 3600 }),
      ];
      const unsigned = await app.request('/api/billing/webhook', {
        method: 'POST',
        body: JSON.stringify(event),
      });
      for (const { res, body } of attempts) {
        expect(res.status).toBe(400);
        expect(body).toEqual({ success: false, error: INVALID_SIGNATURE_MESSAGE });
      }
      expect(unsigned.status).toBe(400);
      expect(await verify(app, ada)).toMatchObject({ tier: 'free' });
      const seen = await database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.id as string));
      expect(seen).toEqual([]);
    });

    test('a webhook body past the limit is refused with 413 before anything reads it', async () => {
      const res = await app.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': 't=1,v1=00' },
        body: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES + 1),
      });
      expect(res.status).toBe(413);
    });

    test('customer.subscription.deleted returns the user to Free', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      await deliver(event);
      const periodEnd = nowSec() + 30 * 24 * 3600;
      const live = {
        id: subscriptionId,
        customerId,
        priceId: PRICES.premium,
        currentPeriodEndSec: periodEnd,
      };
      await deliver(
        stripeEvent('customer.subscription.updated', subscriptionObject({ ...live, status: 'active' })),
      );
      expect(await verify(app, ada)).toMatchObject({
        tier: 'premium',
        status: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      });
      const { body } = await deliver(
        stripeEvent('customer.subscription.deleted', subscriptionObject({ ...live, status: 'canceled' })),
      );
      expect(body.data.outcome).toBe('processed');
      expect(await verify(app, ada)).toEqual({ tier: 'free', status: 'active', currentPeriodEnd: null });
    });

    test('an older event delivered after a newer one changes nothing: a late update does not revive an ended plan', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      const created = Math.floor(Date.now() / 1000);
      await deliver({ ...event, created });
      const live = {
        id: subscriptionId,
        customerId,
        priceId: PRICES.premium,
        currentPeriodEndSec: nowSec() + 30 * 24 * 3600,
      };
      const ended = await deliver(
        stripeEvent('customer.subscription.deleted', subscriptionObject({ ...live, status: 'canceled' }), {
          createdSec: created + 20,
        }),
      );
      expect(ended.body.data.outcome).toBe('processed');
      const late = await deliver(
        stripeEvent('customer.subscription.updated', subscriptionObject({ ...live, status: 'active' }), {
          createdSec: created + 10,
        }),
      );
      expect(late.res.status).toBe(200);
      expect(late.body.data.outcome).toBe('stale');
      expect(await verify(app, ada)).toEqual({ tier: 'free', status: 'active', currentPeriodEnd: null });
    });

    test('a plan changed in Stripe’s portal follows its price; a failed renewal makes the subscription past_due', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      await deliver(event);
      const base = { id: subscriptionId, customerId, currentPeriodEndSec: nowSec() + 86_400 };
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ ...base, priceId: PRICES.enterprise, status: 'active' }),
        ),
      );
      expect(await verify(app, ada)).toMatchObject({ tier: 'enterprise', status: 'active' });
      const upgrades = (await activities(app, ada)).filter((a) => a.activity_type === 'subscription_upgrade');
      expect(upgrades[0]).toMatchObject({ old_value: 'premium', new_value: 'enterprise' });

      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ ...base, priceId: PRICES.enterprise, status: 'past_due' }),
        ),
      );
      expect(await verify(app, ada)).toMatchObject({ tier: 'enterprise', status: 'past_due' });
    });

    test('invoice.paid stores the invoice once, with Stripe’s hosted page', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      await deliver(event);
      const invoice = invoiceObject({
        id: `in_${ada.userId.slice(0, 8)}`,
        customerId,
        subscriptionId,
        amountPaidCents: 1900,
        createdSec: nowSec(),
        lines: [
          {
            description: '1 × Blockcast Premium (at $19.00 / month)',
            amountCents: 1900,
            priceId: PRICES.premium,
          },
        ],
      });
      await deliver(stripeEvent('invoice.paid', invoice));
      // The same invoice in a second event (a resend from the dashboard) adds no second row.
      await deliver(stripeEvent('invoice.paid', invoice));
      const { invoices } = (await call(app, '/summary', ada)).body.data;
      expect(invoices).toEqual([
        {
          id: expect.any(String),
          description: '1 × Blockcast Premium (at $19.00 / month)',
          amountCents: 1900,
          currency: 'usd',
          status: 'paid',
          hostedUrl: `https://invoice.stripe.com/i/${invoice.id as string}`,
          createdAt: new Date(nowSec() * 1000).toISOString(),
        },
      ]);
      const stored = await database.db
        .select({ tier: invoiceRows.tier })
        .from(invoiceRows)
        .where(eq(invoiceRows.providerInvoiceId, invoice.id as string));
      expect(stored).toEqual([{ tier: 'premium' }]);
    });

    test('invoice.paid keeps the plan its lines charge for, not what its text says: a portal upgrade’s invoice is Enterprise', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId, subscriptionId } = completedCheckout(ada);
      await deliver(event);
      // Checkout's metadata still says Premium: the portal changes the price, not the metadata.
      const upgrade = invoiceObject({
        id: `in_up_${ada.userId.slice(0, 8)}`,
        customerId,
        subscriptionId,
        amountPaidCents: 7990,
        createdSec: nowSec(),
        metadata: { userId: ada.userId, tier: 'premium' },
        lines: [
          { description: 'Unused time after 27 Nov 2026', amountCents: -1890, priceId: PRICES.premium },
          { description: 'Remaining time after 27 Nov 2026', amountCents: 9880, priceId: PRICES.enterprise },
        ],
      });
      // A price that is none of ours: the checkout's metadata says which plan.
      const other = invoiceObject({
        id: `in_md_${ada.userId.slice(0, 8)}`,
        customerId,
        subscriptionId,
        amountPaidCents: 1900,
        createdSec: nowSec(),
        metadata: { userId: ada.userId, tier: 'premium' },
        lines: [{ description: 'Monthly plan', amountCents: 1900, priceId: 'price_someone_elses' }],
      });
      const unknown = invoiceObject({
        id: `in_un_${ada.userId.slice(0, 8)}`,
        customerId,
        subscriptionId,
        amountPaidCents: 500,
        createdSec: nowSec(),
        lines: [{ description: 'Blockcast Enterprise, 1 month', amountCents: 500 }],
      });
      for (const invoice of [upgrade, other, unknown]) await deliver(stripeEvent('invoice.paid', invoice));
      const stored = await database.db
        .select({ id: invoiceRows.providerInvoiceId, tier: invoiceRows.tier })
        .from(invoiceRows)
        .where(eq(invoiceRows.userId, ada.userId));
      expect(new Map(stored.map((r) => [r.id, r.tier]))).toEqual(
        new Map([
          [upgrade.id as string, 'enterprise'],
          [other.id as string, 'premium'],
          [unknown.id as string, null],
        ]),
      );
    });

    test('the portal, cancel, and a second plan go through Stripe’s portal for a subscribed customer', async () => {
      const ada = await newSignedInUser(app, database.db);
      const { event, customerId } = completedCheckout(ada);
      await deliver(event);
      for (const [path, body] of [
        ['/portal', undefined],
        ['/cancel', undefined],
        ['/checkout', { tier: 'enterprise' }],
      ] as const) {
        const answer = await call(app, path, ada, body);
        expect(answer.res.status, path).toBe(200);
        expect(answer.body.data.url, path).toMatch(new RegExp(`^${fake.url}/p/session/bps_`));
        expect(fake.requests.at(-1)).toMatchObject({
          path: '/v1/billing_portal/sessions',
          form: { customer: customerId, return_url: `${SITE}/dashboard/billing` },
        });
      }
      // Nothing changes here: Stripe tells us by webhook when the plan does.
      expect(await verify(app, ada)).toMatchObject({ tier: 'premium', status: 'active' });
    });

    test('without a Stripe customer there is no portal, and the card is never set here', async () => {
      const ada = await newSignedInUser(app, database.db);
      const portal = await call(app, '/portal', ada);
      expect(portal.res.status).toBe(409);
      expect(portal.body).toEqual({ success: false, error: BILLING_MESSAGES.noBillingAccount });
      const card = await call(app, '/payment-method', ada, {
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      });
      expect(card.res.status).toBe(409);
      expect(card.body).toEqual({ success: false, error: BILLING_MESSAGES.managedByProvider });
    });

    test('when Stripe fails, checkout answers 502 with a plain message', async () => {
      const ada = await newSignedInUser(app, database.db);
      fake.mode = '500';
      try {
        const { res, body } = await call(app, '/checkout', ada, { tier: 'premium' });
        expect(res.status).toBe(502);
        expect(body).toEqual({ success: false, error: PROVIDER_UNAVAILABLE_MESSAGE });
      } finally {
        fake.mode = 'ok';
      }
    });
  });
});
