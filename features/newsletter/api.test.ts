import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../platform/db.server';
import { listOutbox } from '../../platform/mail.server';
import { createApp } from '../../server/app';
import { jsonRequest, uniqueEmail } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { SUBSCRIBE_LIMIT } from './api.server';
import { CONFIRM_TTL_MS, NEWSLETTER_MESSAGES, RESEND_AFTER_MS } from './rules';

describe.each(oneDatabaseTarget)('newsletter on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let address = 1;

  /** Each test signs up from its own client address, so the hourly limit is its own. */
  const subscribe = (email: string, from = `198.51.100.${address}`) =>
    app.request('/api/newsletter/subscribe', jsonRequest({ email }), {
      incoming: { socket: { remoteAddress: from } },
    });
  const mails = async (to: string) => {
    await services.newsletter.idle();
    return listOutbox(database.db, { to });
  };
  const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
  });
  afterAll(async () => {
    await services.newsletter.idle();
    await database.close();
  });

  test('[NEWS-043] a valid address is signed up: the answer says to confirm, and a confirmation mail with both links goes out', async () => {
    address++;
    const email = uniqueEmail('brief');
    const res = await subscribe(email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.pending });
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Confirm your Daily Crypto Brief subscription');
    expect(tokenIn(mail!.text, 'confirm').length).toBeGreaterThanOrEqual(43);
    expect(tokenIn(mail!.text, 'unsubscribe').length).toBeGreaterThanOrEqual(43);
    expect(await services.newsletter.confirm(tokenIn(mail!.text, 'confirm'))).toBe('confirmed');
    // The link confirms once; opened again, it says the address is already subscribed.
    expect(await services.newsletter.confirm(tokenIn(mail!.text, 'confirm'))).toBe('already');
  });

  test('a repeated or already confirmed address gets the same answer, and no flood of mails', async () => {
    address++;
    const email = uniqueEmail('again');
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await subscribe(email.toUpperCase());
      answers.push([res.status, await res.json()]);
    }
    const unknown = await subscribe(uniqueEmail('other'));
    answers.push([unknown.status, await unknown.json()]);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mails(email)).toHaveLength(1);
    // After the resend interval, a pending address gets the link again; the old one no longer works.
    const first = (await mails(email))[0]!;
    services.clock.advance(RESEND_AFTER_MS + 1);
    await subscribe(email);
    const latest = (await mails(email))[0]!;
    expect(latest.id).not.toBe(first.id);
    expect(await services.newsletter.confirm(tokenIn(first.text, 'confirm'))).toBe('invalid');
    expect(await services.newsletter.confirm(tokenIn(latest.text, 'confirm'))).toBe('confirmed');
    // Confirmed: signing up again answers the same and mails nothing.
    services.clock.advance(RESEND_AFTER_MS + 1);
    const res = await subscribe(email);
    expect(res.status).toBe(202);
    expect(await mails(email)).toHaveLength(2);
  });

  test('a confirmation link expires after 48 hours', async () => {
    address++;
    const email = uniqueEmail('late');
    await subscribe(email);
    const [mail] = await mails(email);
    services.clock.advance(CONFIRM_TTL_MS + 1);
    expect(await services.newsletter.confirm(tokenIn(mail!.text, 'confirm'))).toBe('invalid');
  });

  test('the confirmation mail has an HTML part beside its text, its links clickable', async () => {
    address++;
    const email = uniqueEmail('html');
    await subscribe(email);
    const [mail] = await mails(email);
    const confirm = `/newsletter/confirm?token=${tokenIn(mail!.text, 'confirm')}`;
    const unsubscribe = `/newsletter/unsubscribe?token=${tokenIn(mail!.text, 'unsubscribe')}`;
    expect(mail!.text).toContain(confirm);
    expect(mail!.html).toMatch(new RegExp(`<a href="[^"]*${confirm.replace('?', '\\?')}">`));
    expect(mail!.html).toMatch(new RegExp(`<a href="[^"]*${unsubscribe.replace('?', '\\?')}">`));
  });

  test('subscribe, confirm, unsubscribe, subscribe again at once: a new confirmation goes out and confirms', async () => {
    address++;
    const email = uniqueEmail('comeback');
    await subscribe(email);
    const [first] = await mails(email);
    expect(await services.newsletter.confirm(tokenIn(first!.text, 'confirm'))).toBe('confirmed');
    expect(await services.newsletter.unsubscribe(tokenIn(first!.text, 'unsubscribe'))).toBe(true);
    // The first link no longer confirms anything: its address left.
    expect(await services.newsletter.confirm(tokenIn(first!.text, 'confirm'))).toBe('invalid');
    const res = await subscribe(email);
    expect(await res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.pending });
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    // The clock stands still, so both mails carry the same time: the new one is the other one.
    const again = sent.find((m) => m.id !== first!.id);
    expect(await services.newsletter.confirm(tokenIn(again!.text, 'confirm'))).toBe('confirmed');
    // A second sign-up right after is still held back while pending, and none at all once confirmed.
    await subscribe(email);
    expect(await mails(email)).toHaveLength(2);
  });

  test('the unsubscribe link in every mail ends the subscription; an unknown link does nothing', async () => {
    address++;
    const email = uniqueEmail('leaving');
    await subscribe(email);
    const [mail] = await mails(email);
    await services.newsletter.confirm(tokenIn(mail!.text, 'confirm'));
    expect(await services.newsletter.unsubscribe(tokenIn(mail!.text, 'unsubscribe'))).toBe(true);
    expect(await services.newsletter.unsubscribe('not-a-token')).toBe(false);
    // Signing up again starts over with a new confirmation.
    services.clock.advance(RESEND_AFTER_MS + 1);
    await subscribe(email);
    expect(await mails(email)).toHaveLength(2);
  });

  test("subscribe, confirm, unsubscribe, subscribe and confirm again: the first mail's unsubscribe link still works", async () => {
    address++;
    const email = uniqueEmail('twice');
    await subscribe(email);
    const [first] = await mails(email);
    await services.newsletter.confirm(tokenIn(first!.text, 'confirm'));
    expect(await services.newsletter.unsubscribe(tokenIn(first!.text, 'unsubscribe'))).toBe(true);
    await subscribe(email);
    const again = (await mails(email)).find((m) => m.id !== first!.id);
    expect(await services.newsletter.confirm(tokenIn(again!.text, 'confirm'))).toBe('confirmed');
    expect(await services.newsletter.unsubscribe(tokenIn(first!.text, 'unsubscribe'))).toBe(true);
    // Unsubscribed for real: signing up again mails a new confirmation at once.
    await subscribe(email);
    expect(await mails(email)).toHaveLength(3);
    // Links from both earlier mails still work, and nothing else does.
    expect(await services.newsletter.unsubscribe(tokenIn(again!.text, 'unsubscribe'))).toBe(true);
    expect(await services.newsletter.unsubscribe(`${tokenIn(first!.text, 'unsubscribe')}x`)).toBe(false);
  });

  test('a malformed address answers 400 and stores nothing', async () => {
    address++;
    for (const email of ['', 'not-an-email', 'a@', `${'a'.repeat(250)}@example.com`]) {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('Please enter a valid email address');
    }
    expect(await mails('not-an-email')).toEqual([]);
  });

  test('sign-ups past the hourly limit of one address answer 429', async () => {
    address++;
    const statuses = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT.points; i++)
      statuses.push((await subscribe(uniqueEmail('loop'))).status);
    expect(statuses.slice(0, SUBSCRIBE_LIMIT.points).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
