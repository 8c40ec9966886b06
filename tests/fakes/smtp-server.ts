// A local SMTP server that keeps what it receives (parsed), and can serve it as JSON to test processes that did
// not start it: the browser tests read mailed links here, since the admin outbox masks their tokens.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** Starts the server; it refuses the recipients `refuse` names (550). */
export async function startFakeSmtp(refuse: (address: string) => boolean = () => false): Promise<FakeSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const addressText = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');

/** One received message as the mailbox serves it. */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** GET /messages?to=<address>: the messages to that address, newest first, as JSON. */
export async function serveMailbox(smtp: FakeSmtp): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    const messages: MailboxMessage[] = smtp.received
      .map((m) => ({ to: addressText(m.to), subject: m.subject ?? '', text: m.text ?? '' }))
      .filter((m) => m.to.toLowerCase().includes(to))
      .reverse();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
