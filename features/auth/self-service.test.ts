import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createRateLimiterFactory } from '../../platform/rate-limit.server';
import { createApp } from '../../server/app';
import {
  jsonRequest,
  mailedToken,
  newSignedInUser,
  signIn,
  TEST_PASSWORD,
  type SignedIn,
} from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { userActivities } from '../activity/tables.server';
import { alertNotifications, priceAlerts, pushSubscriptions } from '../alerts/tables.server';
import { invoices, paymentMethods } from '../billing/tables.server';
import { newsletterSubscriptions } from '../newsletter/tables.server';
import { portfolios, portfolioTransactions } from '../portfolio/tables.server';
import { userPreferences } from '../settings/tables.server';
import { watchlistItems } from '../watchlist/tables.server';
import { setSubscription } from './accounts.server';
import { AUTH_LIMITS, type AuthLimiters } from './deps.server';
import { AUTH_MESSAGES } from './schemas';
import { users } from './tables.server';

type Json = ReturnType<typeof JSON.parse>;
type App = ReturnType<typeof createApp>;
/** What node-postgres answers to a raw query. */
type Rows<T> = { rows: T[] };

const NEW_PASSWORD = 'Another-Long-Passphrase-7';
const CHANGED_SUBJECT = 'Your Blockcast password was changed';

/** Three wrong passwords make an account wait, as in the sign-in tests. */
function tightLimiters(): AuthLimiters {
  const factory = createRateLimiterFactory();
  return {
    loginIp: factory({ keyPrefix: 'login-ip', points: 100, durationSec: 900 }),
    loginAccount: factory.throttle({
      keyPrefix: 'login-account',
      ...AUTH_LIMITS.loginAccount,
      freeAttempts: 3,
    }),
    loginAccountAddress: factory.throttle({
      keyPrefix: 'login-account-address',
      ...AUTH_LIMITS.loginAccountAddress,
    }),
    loginAccountNewAddresses: factory.throttle({
      keyPrefix: 'login-account-new-addresses',
      ...AUTH_LIMITS.loginAccountNewAddresses,
    }),
    signupIp: factory({ keyPrefix: 'signup-ip', points: 100, durationSec: 3600 }),
    resetIp: factory({ keyPrefix: 'reset-ip', points: 100, durationSec: 900 }),
    resetAccount: factory({ keyPrefix: 'reset-account', points: 100, durationSec: 3600 }),
  };
}

describe.each(oneDatabaseTarget)('account self-service on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database, { authLimiters: tightLimiters() });
    app = createApp(services);
  });
  afterAll(async () => {
    await services.auth.idle();
    await database.close();
  });

  async function post(path: string, who: SignedIn | null, body: unknown) {
    const res = await app.request(`/api${path}`, jsonRequest(body, { headers: who ? who.bearer : {} }));
    return { res, body: (await res.json()) as Json };
  }
  const verify = (who: SignedIn) => post('/auth/verify', who, {});
  const refresh = (who: SignedIn) => post('/auth/refresh', null, { refreshToken: who.refreshToken });
  const login = (email: string, password: string) => post('/auth/login', null, { email, password });
  const changedMails = async (email: string) =>
    (await listOutbox(database.db, { to: email })).filter((m) => m.subject === CHANGED_SUBJECT);

  describe('changing the password', () => {
    test('needs the current password; then other sessions end, this one stays, and a "changed" e-mail goes out', async () => {
      const here = await newSignedInUser(app, database.db);
      const elsewhere = await signIn(app, here.email);

      const wrong = await post('/auth/change-password', here, {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.res.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, error: AUTH_MESSAGES.currentPasswordWrong });

      const ok = await post('/auth/change-password', here, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(ok.res.status).toBe(200);
      expect(ok.body).toEqual({
        success: true,
        message: AUTH_MESSAGES.passwordChanged,
        data: { message: AUTH_MESSAGES.passwordChanged },
      });

      expect((await verify(here)).res.status).toBe(200);
      expect((await verify(elsewhere)).res.status).toBe(401);
      expect((await refresh(elsewhere)).res.status).toBe(401);
      expect((await login(here.email, TEST_PASSWORD)).res.status).toBe(401);
      expect((await login(here.email, NEW_PASSWORD)).res.status).toBe(200);

      await services.auth.idle();
      const [mail] = await changedMails(here.email);
      expect(mail?.text).toContain('The password of your Blockcast account was changed');
      expect(mail?.text).toContain('http://blockcast.test/forgot-password');
      const log = await database.db
        .select()
        .from(userActivities)
        .where(eq(userActivities.userId, here.userId));
      expect(log.filter((a) => a.settingName === 'password').map((a) => a.description)).toEqual([
        'Changed password',
      ]);
    });

    test('parallel changes from several sessions are serialised: one lands, the rest no longer know the password', async () => {
      // The roomy limiters of the test services: five attempts at once must not trip the tight sign-in limit here.
      const roomy = createTestServices(database);
      const roomyApp = createApp(roomy);
      const first = await newSignedInUser(roomyApp, database.db);
      const sessions = [first, await signIn(roomyApp, first.email), await signIn(roomyApp, first.email)];
      const candidates = [1, 2, 3, 4, 5].map((n) => `${NEW_PASSWORD}-${n}`);

      const answers = await Promise.all(
        candidates.map(async (newPassword, i) => {
          const who = sessions[i % sessions.length] ?? first;
          const res = await roomyApp.request(
            '/api/auth/change-password',
            jsonRequest({ currentPassword: TEST_PASSWORD, newPassword }, { headers: who.bearer }),
          );
          return { newPassword, status: res.status, body: (await res.json()) as Json };
        }),
      );
      await roomy.auth.idle();

      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        // A loser whose session the winner already ended is turned away at the door instead.
        if (refused.status === 401) continue;
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ success: false, error: AUTH_MESSAGES.currentPasswordWrong });
      }
      expect(await changedMails(first.email)).toHaveLength(1);
      const signInWith = async (password: string) =>
        (await roomyApp.request('/api/auth/login', jsonRequest({ email: first.email, password }))).status;
      for (const { newPassword, status } of answers) {
        expect(await signInWith(newPassword)).toBe(status === 200 ? 200 : 401);
      }
      expect(await signInWith(TEST_PASSWORD)).toBe(401);
    });

    test('a new password must be acceptable and new; nothing changes when it is not', async () => {
      const me = await newSignedInUser(app, database.db);
      for (const [newPassword, error] of [
        ['short', AUTH_MESSAGES.passwordTooShort],
        ['password1', AUTH_MESSAGES.passwordCommon],
        [TEST_PASSWORD, AUTH_MESSAGES.passwordUnchanged],
      ]) {
        const answer = await post('/auth/change-password', me, {
          currentPassword: TEST_PASSWORD,
          newPassword,
        });
        expect(answer.res.status, newPassword).toBe(400);
        expect(answer.body.error).toBe(error);
      }
      expect((await login(me.email, TEST_PASSWORD)).res.status).toBe(200);
    });

    test('wrong current passwords count against the account’s sign-in delay: the fourth try waits (429), its owner still signs in', async () => {
      const me = await newSignedInUser(app, database.db);
      for (let i = 0; i < 3; i += 1) {
        const wrong = await post('/auth/change-password', me, {
          currentPassword: `wrong-${i}`,
          newPassword: NEW_PASSWORD,
        });
        expect(wrong.res.status).toBe(400);
      }
      const locked = await post('/auth/change-password', me, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(locked.res.status).toBe(429);
      // The sign-in form, from an address that has not failed on the account, is not held up by a stolen session.
      expect((await login(me.email, TEST_PASSWORD)).res.status).toBe(200);
    });

    test('a password reset by mailed link also sends the "changed" e-mail', async () => {
      const me = await newSignedInUser(app, database.db);
      await post('/auth/forgot-password', null, { email: me.email });
      await services.auth.idle();
      const token = await mailedToken(database.db, me.email, '/reset-password');
      const reset = await post('/auth/reset-password', null, { token, password: NEW_PASSWORD });
      expect(reset.res.status).toBe(200);
      await services.auth.idle();
      expect(await changedMails(me.email)).toHaveLength(1);
    });

    test('anonymous callers get 401', async () => {
      const answer = await post('/auth/change-password', null, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(answer.res.status).toBe(401);
    });
  });

  describe('deleting the account', () => {
    /** Every table with a foreign key to users, as the database itself lists them. */
    async function tablesReferencingUsers(): Promise<{ table: string; column: string }[]> {
      const result = (await database.db.execute(sql`
        select cl.relname as "table", att.attname as "column"
        from pg_constraint con
        join pg_class cl on cl.oid = con.conrelid
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
        where con.contype = 'f' and con.confrelid = 'users'::regclass`)) as unknown as Rows<{
        table: string;
        column: string;
      }>;
      return result.rows;
    }

    async function rowsOf(userId: string): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const { table, column } of await tablesReferencingUsers()) {
        const result = (await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
        )) as unknown as Rows<{ n: number }>;
        counts[table] = result.rows[0]?.n ?? 0;
      }
      return counts;
    }

    /** A user with something in every place the privacy page speaks of. */
    async function busyUser(): Promise<SignedIn> {
      const me = await newSignedInUser(app, database.db);
      const { db } = database;
      const userId = me.userId;
      expect((await post('/billing/checkout', me, { tier: 'premium' })).res.status).toBe(200);
      await db
        .insert(paymentMethods)
        .values({ userId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      await db.insert(userPreferences).values({ userId, currency: 'EUR' });
      await db.insert(watchlistItems).values({ userId, coinId: 1, symbol: 'BTC', name: 'Bitcoin' });
      const [portfolio] = await db.insert(portfolios).values({ userId, name: 'My portfolio' }).returning();
      await db.insert(portfolioTransactions).values({
        userId,
        portfolioId: portfolio!.id,
        coinId: 1,
        symbol: 'BTC',
        name: 'Bitcoin',
        type: 'buy',
        quantity: '0.5',
        price: '30000',
        at: new Date('2025-01-01T00:00:00Z'),
      });
      const [alert] = await db
        .insert(priceAlerts)
        .values({ userId, symbol: 'BTC', direction: 'up' })
        .returning({ id: priceAlerts.id });
      await db.insert(alertNotifications).values({
        userId,
        alertId: alert?.id,
        symbol: 'BTC',
        severity: 'success',
        priceChangePercent: '5',
        oldPrice: '100',
        newPrice: '105',
      });
      await db.insert(pushSubscriptions).values({
        userId,
        endpoint: `https://push.example/${userId}`,
        p256dh: 'key',
        auth: 'secret',
      });
      await db.insert(newsletterSubscriptions).values({
        email: me.email.toLowerCase(),
        status: 'confirmed',
        unsubscribeTokenHash: `hash-${userId}`,
      });
      await services.auth.idle();
      return me;
    }

    test('a wrong password deletes nothing', async () => {
      const me = await busyUser();
      const before = await rowsOf(me.userId);
      const wrong = await post('/auth/delete-account', me, { password: 'not-my-password' });
      expect(wrong.res.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, error: AUTH_MESSAGES.currentPasswordWrong });
      expect(await rowsOf(me.userId)).toEqual(before);
      expect((await verify(me)).res.status).toBe(200);
    });

    test('with the password: sessions end at once, sign-in fails, and every row about the user is gone but the invoices', async () => {
      const me = await busyUser();
      const elsewhere = await signIn(app, me.email);
      const before = await rowsOf(me.userId);
      for (const table of [
        'subscriptions',
        'sessions',
        'invoices',
        'payment_methods',
        'user_preferences',
        'watchlist_items',
        'portfolios',
        'portfolio_transactions',
        'price_alerts',
        'alert_notifications',
        'push_subscriptions',
        'user_activities',
      ]) {
        expect(before[table], table).toBeGreaterThan(0);
      }

      const deleted = await post('/auth/delete-account', me, { password: TEST_PASSWORD });
      expect(deleted.res.status).toBe(200);
      expect(deleted.body).toEqual({
        success: true,
        message: AUTH_MESSAGES.accountDeleted,
        data: { message: AUTH_MESSAGES.accountDeleted },
      });

      expect((await verify(me)).res.status).toBe(401);
      expect((await verify(elsewhere)).res.status).toBe(401);
      expect((await refresh(elsewhere)).res.status).toBe(401);
      expect((await app.request('/api/billing/summary', { headers: me.bearer })).status).toBe(401);
      const again = await login(me.email, TEST_PASSWORD);
      expect(again.res.status).toBe(401);
      expect(again.body.error).toBe(AUTH_MESSAGES.invalidCredentials);

      const after = await rowsOf(me.userId);
      expect(Object.values(after).every((n) => n === 0)).toBe(true);
      expect(await database.db.select().from(users).where(eq(users.id, me.userId))).toEqual([]);
      const newsletter = await database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, me.email.toLowerCase()));
      expect(newsletter).toEqual([]);
      expect(await listOutbox(database.db, { to: me.email })).toEqual([]);
      // Kept for tax and accounting, without the account.
      const kept = await database.db
        .select({ amountCents: invoices.amountCents, userId: invoices.userId })
        .from(invoices)
        .where(eq(invoices.description, 'Blockcast Premium, 1 month'));
      expect(kept).toContainEqual({ amountCents: 1900, userId: null });
    });

    test('a Stripe subscription that would still be charged must be cancelled first (409), and nothing is deleted', async () => {
      const me = await newSignedInUser(app, database.db);
      await setSubscription(
        database.db,
        me.userId,
        {
          tier: 'premium',
          status: 'active',
          provider: 'stripe',
          providerSubscriptionId: 'sub_still_billing',
        },
        new Date(services.clock()),
      );
      const refused = await post('/auth/delete-account', me, { password: TEST_PASSWORD });
      expect(refused.res.status).toBe(409);
      expect(refused.body).toEqual({ success: false, error: AUTH_MESSAGES.cancelPaidPlanFirst });
      expect((await verify(me)).res.status).toBe(200);
    });

    test('the address can sign up again afterwards, as a new account', async () => {
      const me = await newSignedInUser(app, database.db);
      await post('/auth/delete-account', me, { password: TEST_PASSWORD });
      const again = await post('/auth/signup', null, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: me.email,
        password: TEST_PASSWORD,
      });
      expect(again.res.status).toBe(201);
      const fresh = await signIn(app, me.email);
      expect(fresh.userId).not.toBe(me.userId);
    });

    test('wrong passwords count against the sign-in limit here too', async () => {
      const me = await newSignedInUser(app, database.db);
      for (let i = 0; i < 3; i += 1) {
        expect((await post('/auth/delete-account', me, { password: `wrong-${i}` })).res.status).toBe(400);
      }
      expect((await post('/auth/delete-account', me, { password: TEST_PASSWORD })).res.status).toBe(429);
      expect((await verify(me)).res.status).toBe(200);
    });
  });
});
