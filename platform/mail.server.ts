// Sends the product's e-mail: every message lands in the mail_outbox table, and SMTP delivers it when configured.
// Every message has a text part and an HTML part; a message written as text only gets one made from its text.
import { desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { mailOutbox } from '../db/mail-outbox';
import type { Db } from './db.server';
import { htmlFromText } from './mail-html.server';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; without it, one is made from the text (escaped, with its links). */
  html?: string;
  /** Extra headers, such as List-Unsubscribe for a newsletter. */
  headers?: Record<string, string>;
}

/**
 * What became of one message. It is always stored; `error` is set when SMTP failed it.
 * A failure resolves instead of throwing, so a caller (password reset, verification) cannot leak it
 * to the user by forgetting a catch; the caller only logs it.
 */
export interface MailReceipt {
  id: string;
  error: string | null;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

export type OutboxEntry = typeof mailOutbox.$inferSelect;

// nodemailer waits up to 2 minutes to connect and 10 to read by default: too long for a request that sends
// a reset link. A `?connectionTimeout=…` in SMTP_URL still overrides these.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const maxErrorLength = 500;
const defaultListLimit = 50;

type CompleteMessage = MailMessage & { html: string };

const withHtml = (message: MailMessage): CompleteMessage => ({
  ...message,
  html: message.html ?? htmlFromText(message.text, message.subject),
});

async function store(
  db: Db,
  message: CompleteMessage,
  transport: Mailer['kind'],
  now: number,
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      transport,
      createdAt: new Date(now),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/** One line of the failure, for the outbox and the caller's log: no stack, bounded length. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n', 1)[0]?.trim() || 'unknown error';
  return firstLine.slice(0, maxErrorLength);
}

/** The local transport: messages stay in the outbox, where admins and tests read them. */
export function createOutboxMailer(db: Db, clock: () => number = Date.now): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      return { id: await store(db, withHtml(message), 'outbox', clock()), error: null };
    },
    async close() {},
  };
}

/** Delivers over SMTP (`smtp://` or `smtps://` URL, credentials inside it), keeping each message in the outbox. */
export function createSmtpMailer(
  db: Db,
  options: { url: string; from: string },
  clock: () => number = Date.now,
): Mailer {
  const transport = createTransport({ ...smtpTimeouts, url: options.url }, { from: options.from });
  return {
    kind: 'smtp',
    async send(original) {
      const message = withHtml(original);
      // Stored first, so a message that never leaves still shows in the outbox with its error.
      const id = await store(db, message, 'smtp', clock());
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (err) {
        const error = describeFailure(err);
        await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
        return { id, error };
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(clock()) })
        .where(eq(mailOutbox.id, id));
      return { id, error: null };
    },
    async close() {
      transport.close();
    },
  };
}

/** SMTP when a URL is configured, else the outbox. */
export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string },
  clock: () => number = Date.now,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(db, { url: options.smtpUrl, from: options.from }, clock)
    : createOutboxMailer(db, clock);
}

/** The stored messages, newest first, optionally only those to one address. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to === undefined ? undefined : eq(mailOutbox.to, options.to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? defaultListLimit);
}
