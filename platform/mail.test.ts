import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseTargets } from '../tests/databases';
import { addressText, startFakeSmtp, type FakeSmtp } from '../tests/fakes/smtp-server';
import type { Database } from './db.server';
import { createMailer, createOutboxMailer, createSmtpMailer, listOutbox } from './mail.server';

const from = 'Blockcast <no-reply@blockcast.local>';

/** A clock that moves one second per reading, so every stored message has its own time. */
function tickingClock(start = Date.parse('2025-03-01T12:00:00Z')) {
  let now = start;
  return () => (now += 1000);
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databaseTargets)('mail on $name', (target) => {
  let database: Database;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    database = await target.open();
    smtp = await startFakeSmtp((address) => address.startsWith('nobody@'));
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  test('the outbox keeps every message unsent, and lists one address newest first', async () => {
    const clock = tickingClock();
    const mailer = createOutboxMailer(database.db, clock);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'ada@example.com', subject: 'Verify your e-mail', text: 'first link' });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset your password', text: 'bob link' });
    const receipt = await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'second link',
      html: '<p>second link</p>',
    });
    await mailer.close();

    expect(receipt.error).toBeNull();
    const ada = await listOutbox(database.db, { to: 'ada@example.com' });
    expect(ada.map((m) => m.text)).toEqual(['second link', 'first link']);
    expect(ada[0]).toMatchObject({
      id: receipt.id,
      subject: 'Reset your password',
      html: '<p>second link</p>',
      transport: 'outbox',
      sentAt: null,
      error: null,
    });
    // A message written as text only is stored with an HTML part made from its text.
    expect(ada[1]?.html).toContain('<p style="margin:0 0 16px">first link</p>');
    expect(ada[0]?.createdAt.getTime()).toBeGreaterThan(ada[1]?.createdAt.getTime() ?? Infinity);
  });

  test('the outbox list stops at its limit, keeping the newest', async () => {
    const mailer = createOutboxMailer(database.db, tickingClock(Date.parse('2030-01-01T00:00:00Z')));
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: 'limit@example.com', subject: `Message ${n}`, text: `${n}` });
    }
    const listed = await listOutbox(database.db, { to: 'limit@example.com', limit: 2 });
    expect(listed.map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
    // Unfiltered, the newest messages of every address come first.
    expect((await listOutbox(database.db, { limit: 1 }))[0]?.subject).toBe('Message 3');
  });

  test('SMTP delivers the message and marks it sent in the outbox', async () => {
    const clock = tickingClock();
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from }, clock);
    expect(mailer.kind).toBe('smtp');
    const receipt = await mailer.send({
      to: 'carol@example.com',
      subject: 'Verify your e-mail',
      text: 'Open http://localhost:3000/verify?token=abc to verify.',
      html: '<p><a href="http://localhost:3000/verify?token=abc">Verify</a></p>',
    });
    await mailer.close();

    expect(receipt.error).toBeNull();
    const mail = smtp.received.find((m) => addressText(m.to) === 'carol@example.com');
    expect(mail?.subject).toBe('Verify your e-mail');
    expect(mail?.text?.trim()).toBe('Open http://localhost:3000/verify?token=abc to verify.');
    expect(mail?.html).toContain('href="http://localhost:3000/verify?token=abc"');
    expect(addressText(mail?.from)).toBe('"Blockcast" <no-reply@blockcast.local>');

    const [stored] = await listOutbox(database.db, { to: 'carol@example.com' });
    expect(stored).toMatchObject({ id: receipt.id, transport: 'smtp', error: null });
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.sentAt?.getTime()).toBeGreaterThan(stored?.createdAt.getTime() ?? Infinity);
  });

  test('a text-only message goes out with an HTML part too: every value escaped, addresses as links', async () => {
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from }, tickingClock());
    const text =
      'Hi <b>Ann</b> & "Bob",\n\nOpen http://localhost:3000/reset?token=a&b=c.\nThanks\n\nBlockcast';
    await mailer.send({ to: 'html@example.com', subject: 'Reset <now>', text });
    await mailer.close();

    const mail = smtp.received.find((m) => addressText(m.to) === 'html@example.com');
    expect(mail?.text?.trim()).toBe(text);
    const html = mail?.html || '';
    expect(html).toContain('Hi &lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Bob&quot;,');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      'Open <a href="http://localhost:3000/reset?token=a&amp;b=c">http://localhost:3000/reset?token=a&amp;b=c</a>.<br>',
    );
    expect(html).toContain('<title>Reset &lt;now&gt;</title>');
    const [stored] = await listOutbox(database.db, { to: 'html@example.com' });
    expect(stored?.html).toBe(html);
  });

  test('a recipient the SMTP server refuses is recorded with its error and stays unsent', async () => {
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from }, tickingClock());
    const receipt = await mailer.send({ to: 'nobody@example.com', subject: 'Reset', text: 'link' });
    await mailer.close();

    expect(receipt.error).toMatch(/550/);
    expect(smtp.received.some((m) => addressText(m.to) === 'nobody@example.com')).toBe(false);
    const [stored] = await listOutbox(database.db, { to: 'nobody@example.com' });
    expect(stored).toMatchObject({ id: receipt.id, transport: 'smtp', sentAt: null, error: receipt.error });
    expect(stored?.error).not.toContain('\n');
  });

  test('an SMTP server that is down leaves the message in the outbox with the connection error', async () => {
    const url = `smtp://127.0.0.1:${await closedPort()}`;
    const mailer = createSmtpMailer(database.db, { url, from }, tickingClock());
    const receipt = await mailer.send({ to: 'dave@example.com', subject: 'Reset', text: 'link' });
    await mailer.close();

    expect(receipt.error).toMatch(/ECONNREFUSED/);
    const [stored] = await listOutbox(database.db, { to: 'dave@example.com' });
    expect(stored).toMatchObject({ transport: 'smtp', sentAt: null, error: receipt.error });
  });

  test('createMailer sends over SMTP when a URL is configured, else keeps mail in the outbox', async () => {
    const outbox = createMailer(database.db, { from });
    const viaSmtp = createMailer(database.db, { smtpUrl: smtp.url, from });
    expect(outbox.kind).toBe('outbox');
    expect(viaSmtp.kind).toBe('smtp');
    await viaSmtp.send({ to: 'erin@example.com', subject: 'Hello', text: 'hi' });
    await Promise.all([outbox.close(), viaSmtp.close()]);
    expect(smtp.received.some((m) => addressText(m.to) === 'erin@example.com')).toBe(true);
  });
});
