// Sends one alert webhook delivery the Standard Webhooks way (https://www.standardwebhooks.com): a JSON body,
// `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of
// "id.timestamp.body" keyed with the secret's decoded bytes>`. The address is user-supplied, so it is checked at
// every delivery like the image proxy's: https only, every resolved address public, the socket pinned to the
// checked addresses (DNS rebinding), no redirect followed, a 5 s deadline and a 64 KB cap on the answer read.
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  addressesOf,
  isLoopbackAddress,
  isPublicAddress,
  pinnedRequest,
  systemLookup,
  type DnsLookup,
  type ResolvedAddress,
} from '../../platform/public-address.server';
import { WEBHOOK_MESSAGES } from './webhook-rules';

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;
/** A failed delivery is retried until this long after its first attempt, then given up. */
export const WEBHOOK_RETRY_SPAN_MS = 24 * 3_600_000;
const EARLY_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;
/**
 * Delay before each retry after the first attempt failed, growing roughly exponentially: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, and a last one that lands 24 h after the first attempt (6 h 24 min 55 s); past it, the delivery is
 * given up. Eight attempts in all.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  ...EARLY_RETRY_DELAYS_MS,
  WEBHOOK_RETRY_SPAN_MS - EARLY_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0),
];

/** When attempt `attempt` (1-based) failed at `failedAt`, the time of the next one, or null to give up. */
export function nextAttemptAt(attempt: number, failedAt: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** A new endpoint secret: `whsec_` + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The `webhook-signature` value for a message. */
export function signWebhook(secret: string, id: string, timestampSec: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSec}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface SenderOptions {
  lookup?: DnsLookup;
  /**
   * Development and tests only (WEBHOOK_ALLOW_LOOPBACK_HTTP): http:// and loopback addresses are allowed, so a
   * receiver on 127.0.0.1 can be reached. Private, link-local and other non-public addresses stay refused.
   */
  allowLoopbackHttp?: boolean;
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

export interface WebhookMessage {
  id: string;
  timestampSec: number;
  /** The JSON body, sent as is and signed byte for byte. */
  body: string;
}

/**
 * What one attempt came to: an answer's status (2xx is success), with a note when its body was cut short (the status
 * stands: the receiver has answered), or why there was no answer.
 */
export type AttemptResult =
  { ok: boolean; status: number; error: string | null } | { ok: false; status: null; error: string };

/** Why an endpoint address is not acceptable before anything is sent; null when it is. */
export function endpointProblem(raw: string, allowLoopbackHttp = false): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an absolute address';
  }
  if (url.protocol !== 'https:' && !(allowLoopbackHttp && url.protocol === 'http:'))
    return 'the address must start with https://';
  if (url.username || url.password) return 'the address must not carry a user name or password';
  // URL drops a scheme's default port and keeps the others: 0 is left, and nothing listens on it.
  if (url.port === '0') return 'the address must not name port 0';
  // A name's trailing dot (the root: 'localhost.') names the same host.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (isIP(host) && !addressAllowed(host, allowLoopbackHttp)) return 'the address is not a public one';
  if (!isIP(host) && /^localhost$|\.localhost$|\.local$|\.internal$/i.test(host) && !allowLoopbackHttp)
    return 'the address is not a public one';
  return null;
}

function addressAllowed(address: string, allowLoopback: boolean): boolean {
  return isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
}

/** Sends one delivery attempt; never throws. */
export async function sendWebhook(
  endpoint: string,
  secret: string,
  message: WebhookMessage,
  options: SenderOptions = {},
): Promise<AttemptResult> {
  const allowLoopback = options.allowLoopbackHttp ?? false;
  const problem = endpointProblem(endpoint, allowLoopback);
  if (problem) return { ok: false, status: null, error: `refused: ${problem}` };
  const url = new URL(endpoint);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxBytes = options.maxAnswerBytes ?? WEBHOOK_MAX_ANSWER_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  try {
    let addresses: ResolvedAddress[];
    try {
      addresses = await addressesOf(hostname, options.lookup ?? systemLookup);
    } catch {
      return { ok: false, status: null, error: `cannot resolve ${hostname}` };
    }
    if (addresses.length === 0) return { ok: false, status: null, error: `no address for ${hostname}` };
    const refused = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
    if (refused)
      return { ok: false, status: null, error: `refused: ${hostname} resolves to a non-public address` };
    const { status, note } = await post(
      url,
      addresses,
      message,
      secret,
      controller.signal,
      maxBytes,
      timeoutMs,
    );
    // A redirect is not followed: the delivery failed.
    return { ok: status >= 200 && status < 300, status, error: note };
  } catch (err) {
    const reason = controller.signal.aborted ? (controller.signal.reason as Error) : err;
    return { ok: false, status: null, error: reason instanceof Error ? reason.message : String(reason) };
  } finally {
    clearTimeout(timer);
    // Ends whatever is left of the exchange: the socket is closed, never kept for another request.
    controller.abort();
  }
}

/**
 * One POST to the already checked addresses, on a connection of its own (`Connection: close`, no pool). Resolves with
 * the status once the answer's body has been read to its end or to the cap; an answer whose body ends early (the
 * receiver closed or reset the connection) or does not end by the deadline keeps its status, with a note. Rejects
 * only when no status came.
 */
function post(
  url: URL,
  addresses: ResolvedAddress[],
  message: WebhookMessage,
  secret: string,
  signal: AbortSignal,
  maxBytes: number,
  timeoutMs: number,
): Promise<{ status: number; note: string | null }> {
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const settle = (note: string | null, err?: unknown) => {
      if (status === undefined) reject(err ?? new Error(WEBHOOK_MESSAGES.answerEndedEarly));
      else resolve({ status, note });
    };
    const cutShort = (err?: unknown) =>
      settle(
        signal.aborted ? WEBHOOK_MESSAGES.answerTooSlow(timeoutMs / 1000) : WEBHOOK_MESSAGES.answerEndedEarly,
        err,
      );
    const req = pinnedRequest(
      url,
      addresses,
      {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          // A connection of its own, closed after the answer: nothing half read is ever reused.
          Connection: 'close',
          'Content-Length': Buffer.byteLength(message.body),
          'User-Agent': 'Blockcast-Webhooks/1.0',
          'webhook-id': message.id,
          'webhook-timestamp': String(message.timestampSec),
          'webhook-signature': signWebhook(secret, message.id, message.timestampSec, message.body),
        },
      },
      (res) => {
        status = res.statusCode ?? 0;
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          // Past the cap the rest is not read: the receiver has answered, and its status stands (a 2xx with a long
          // body is a delivery, not a failure to send again for a day). The socket goes with it, half read.
          if (received > maxBytes) {
            settle(null);
            res.destroy();
          }
        });
        res.on('end', () => settle(null));
        res.on('error', cutShort);
        res.on('close', () => {
          if (!res.complete) cutShort();
        });
      },
    );
    req.on('error', cutShort);
    req.end(message.body);
  });
}
