// A local webhook receiver on 127.0.0.1, as a customer would write one: it verifies each delivery with the Standard
// Webhooks reference library (signature over id, timestamp and body, the timestamp within 5 minutes of now) and
// answers 200 when it verifies and 400 when it does not; a test may set another answer, a long one (on a connection
// it says it keeps alive), one it cuts short by closing the connection, or a step to run before answering.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the delivery verified against the receiver's secret (null: no secret set yet). */
  verified: boolean | null;
  /** The verified body, parsed. */
  payload: unknown;
}

/** An answer a test sets: a status, and a body of `bodyBytes` (announced in full) of which only `sendBytes` are sent. */
export interface Answer {
  status: number;
  bodyBytes?: number;
  /** The receiver closes the connection after this much of the body (the rest never comes). */
  sendBytes?: number;
}

/** What became of an answer's body: how much the receiver wrote, and whether all of it went out. */
export interface AnswerSent {
  status: number;
  bytesWritten: number;
  finished: boolean;
}

export interface WebhookReceiver {
  /** The address to give the site: http://127.0.0.1:<port>/hooks/blockcast. */
  url: string;
  received: ReceivedWebhook[];
  answers: AnswerSent[];
  /** The endpoint secret to verify with (the one the site showed once). */
  setSecret(secret: string): void;
  /**
   * Answers every delivery with this status (or answer) from now on, without regard to verification (undefined:
   * back to it).
   */
  answerWith(answer: number | Answer | undefined): void;
  /** Runs before each answer from now on (undefined: no more). */
  beforeAnswer(step: (() => Promise<void>) | undefined): void;
  /** Connections from the sender still open. */
  openConnections(): number;
  close(): Promise<void>;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

const CHUNK_BYTES = 16 * 1024;

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: AnswerSent[] = [];
  const sockets = new Set<Socket>();
  let verifier: Webhook | undefined;
  let forced: Answer | undefined;
  let before: (() => Promise<void>) | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: boolean | null = null;
      let payload: unknown;
      if (verifier) {
        try {
          payload = verifier.verify(body, {
            'webhook-id': header(req.headers, 'webhook-id'),
            'webhook-timestamp': header(req.headers, 'webhook-timestamp'),
            'webhook-signature': header(req.headers, 'webhook-signature'),
          });
          verified = true;
        } catch {
          verified = false;
        }
      }
      received.push({ headers: req.headers, body, verified, payload });
      const answer = forced;
      void (before ?? (() => Promise.resolve()))().then(() => {
        const status = answer?.status ?? (verified ? 200 : 400);
        if (answer?.bodyBytes === undefined) {
          res
            .writeHead(status, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ received: true }));
          return;
        }
        const sent: AnswerSent = { status, bytesWritten: 0, finished: false };
        answers.push(sent);
        res.on('finish', () => (sent.finished = true));
        res.writeHead(status, {
          'Content-Type': 'text/plain',
          'Content-Length': answer.bodyBytes,
          Connection: 'keep-alive',
        });
        const total = Math.min(answer.bodyBytes, answer.sendBytes ?? answer.bodyBytes);
        // Written as the connection takes it, so what was written is what the sender could have read.
        const writeMore = () => {
          while (sent.bytesWritten < total && !res.destroyed) {
            const n = Math.min(CHUNK_BYTES, total - sent.bytesWritten);
            sent.bytesWritten += n;
            if (!res.write(Buffer.alloc(n, 120))) return void res.once('drain', writeMore);
          }
          if (res.destroyed) return;
          if (total === answer.bodyBytes) res.end();
          // The rest of the announced body never comes: the connection is closed under it.
          else res.write(Buffer.alloc(0), () => req.socket.destroy());
        };
        writeMore();
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/blockcast`,
    received,
    answers,
    setSecret(secret) {
      verifier = new Webhook(secret);
    },
    answerWith(answer) {
      forced = typeof answer === 'number' ? { status: answer } : answer;
    },
    beforeAnswer(step) {
      before = step;
    },
    openConnections: () => sockets.size,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
