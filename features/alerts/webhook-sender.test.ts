// The webhook sender against a local receiver that verifies each delivery's signature with the Standard Webhooks
// algorithm, written here independently of the signing code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endpointProblem,
  generateWebhookSecret,
  nextAttemptAt,
  sendWebhook,
  WEBHOOK_MAX_ANSWER_BYTES,
  WEBHOOK_RETRY_SPAN_MS,
  WEBHOOK_TIMEOUT_MS,
} from './webhook-sender.server';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

async function receiver(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      answer(req, res, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received };
}

/** Standard Webhooks verification: any v1 signature in the header matching HMAC-SHA256 of "id.ts.body". */
function verify(secret: string, headers: IncomingMessage['headers'], body: string): boolean {
  const id = String(headers['webhook-id']);
  const ts = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, sig] = part.split(',');
      const given = Buffer.from(sig ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const message = (
  body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-28T20:00:00Z', data: {} }),
) => ({
  id: 'msg_test1',
  timestampSec: 1_795_000_000,
  body,
});
const dev = { allowLoopbackHttp: true };

describe('alert webhook sender', () => {
  it.each([
    'https://localhost/hook',
    // The root's trailing dot names the same host.
    'https://localhost./hook',
    'https://printer.local./hook',
    'https://metadata.google.internal./x',
  ])('refuses %s before anything is sent: not a public address', (url) => {
    expect(endpointProblem(url)).toBe('the address is not a public one');
  });

  it('an endpoint secret is whsec_ and base64 of 24 random bytes, new each time', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  it('a delivery reaches the receiver with Standard Webhooks headers and a signature it verifies', async () => {
    const secret = generateWebhookSecret();
    const hook = await receiver((_req, res) => res.writeHead(204).end());
    const result = await sendWebhook(hook.url, secret, message(), dev);
    expect(result).toEqual({ ok: true, status: 204, error: null });
    const [got] = hook.received;
    expect(got?.headers['webhook-id']).toBe('msg_test1');
    expect(got?.headers['webhook-timestamp']).toBe('1795000000');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.body).toBe(message().body);
    expect(verify(secret, got!.headers, got!.body)).toBe(true);
    expect(verify(generateWebhookSecret(), got!.headers, got!.body)).toBe(false);
  });

  it('an error status from the receiver is a failed attempt with that status', async () => {
    const hook = await receiver((_req, res) => res.writeHead(500).end('down'));
    expect(await sendWebhook(hook.url, generateWebhookSecret(), message(), dev)).toEqual({
      ok: false,
      status: 500,
      error: null,
    });
  });

  it('a loopback receiver is refused without the development option, and nothing is sent', async () => {
    const hook = await receiver((_req, res) => res.writeHead(204).end());
    const result = await sendWebhook(hook.url, generateWebhookSecret(), message());
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/refused/);
    const https127 = await sendWebhook('https://127.0.0.1/hook', 'whsec_AAAA', message());
    expect(https127.error).toMatch(/refused/);
    expect(hook.received).toHaveLength(0);
  });

  it.each([
    'https://10.0.0.5/hook',
    'https://[::1]/hook',
    'https://169.254.169.254/latest',
    'https://192.168.1.1/',
  ])('a private address (%s) is refused', async (endpoint) => {
    const result = await sendWebhook(endpoint, generateWebhookSecret(), message());
    expect(result).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/refused/) });
  });

  it('the development option opens loopback only: a private address stays refused', async () => {
    const result = await sendWebhook('http://10.0.0.5/hook', generateWebhookSecret(), message(), dev);
    expect(result.error).toMatch(/refused/);
  });

  it('a host name that resolves to a private address is refused at delivery time (DNS rebinding)', async () => {
    let calls = 0;
    const lookup = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.216.34' : '10.1.2.3', family: 4 as const }];
    };
    // The second delivery resolves again and finds a private address: refused without connecting.
    const second = await (async () => {
      await sendWebhook('https://hooks.example.test/x', 'whsec_AAAA', message(), { lookup, timeoutMs: 50 });
      return sendWebhook('https://hooks.example.test/x', 'whsec_AAAA', message(), { lookup });
    })();
    expect(calls).toBe(2);
    expect(second.error).toMatch(/refused: hooks\.example\.test resolves to a non-public address/);
  });

  it('http to a public host is refused: https only', async () => {
    const result = await sendWebhook('http://example.com/hook', 'whsec_AAAA', message());
    expect(result.error).toMatch(/https/);
  });

  it('a redirect is not followed and counts as a failed delivery', async () => {
    const target = await receiver((_req, res) => res.writeHead(204).end());
    const hook = await receiver((_req, res) => res.writeHead(302, { Location: target.url }).end());
    const result = await sendWebhook(hook.url, generateWebhookSecret(), message(), dev);
    expect(result).toEqual({ ok: false, status: 302, error: null });
    expect(target.received).toHaveLength(0);
  });

  it('a receiver that does not answer in time fails the attempt with a timeout (5 s by default)', async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(5_000);
    const hook = await receiver(() => {
      /* never answers */
    });
    const result = await sendWebhook(hook.url, generateWebhookSecret(), message(), {
      ...dev,
      timeoutMs: 100,
    });
    expect(result).toEqual({ ok: false, status: null, error: 'no answer within 0.1 s' });
  });

  it('an answer over 64 KB is read no further, and its status stands: a 2xx is delivered, a 5xx failed', async () => {
    expect(WEBHOOK_MAX_ANSWER_BYTES).toBe(65_536);
    for (const status of [200, 500]) {
      const hook = await receiver((_req, res) => {
        res.writeHead(status, { 'Content-Type': 'text/plain' });
        res.end('x'.repeat(1024 * 1024));
      });
      const result = await sendWebhook(hook.url, generateWebhookSecret(), message(), dev);
      expect(result).toEqual({ ok: status === 200, status, error: null });
    }
  });

  it('an answer whose status came but whose body stalls past the deadline keeps its status, with why it was short', async () => {
    const hook = await receiver((_req, res) => {
      res.writeHead(413, { 'Content-Length': 100, Connection: 'keep-alive' });
      res.write('0123456789');
    });
    const result = await sendWebhook(hook.url, generateWebhookSecret(), message(), {
      ...dev,
      timeoutMs: 200,
    });
    expect(result).toEqual({ ok: false, status: 413, error: 'the answer did not end within 0.2 s' });
  });

  it('a connection reset before any answer is a failed attempt with no status', async () => {
    const hook = await receiver((req) => req.socket.resetAndDestroy());
    const result = await sendWebhook(hook.url, generateWebhookSecret(), message(), dev);
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error: expect.stringMatching(/ECONNRESET|socket hang up/),
    });
  });

  it('retries back off 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then once more 24 h after the first attempt, then give up', () => {
    const first = new Date('2026-11-28T00:00:00Z');
    const attempts = [first];
    for (let n = 1; ; n++) {
      const next = nextAttemptAt(n, attempts[n - 1]!);
      if (!next) break;
      attempts.push(next);
    }
    const gaps = attempts.slice(1).map((t, i) => t.getTime() - attempts[i]!.getTime());
    expect(gaps).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 23_095_000]);
    expect(attempts).toHaveLength(8);
    expect(attempts.at(-1)!.getTime() - first.getTime()).toBe(24 * 3_600_000);
    expect(WEBHOOK_RETRY_SPAN_MS).toBe(24 * 3_600_000);
  });
});
