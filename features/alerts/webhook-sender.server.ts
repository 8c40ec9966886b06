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

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;
/** Delay before each retry after the first attempt failed; past the last, the delivery is given up (~17.6 h). */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;

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

/** What one attempt came to: an answer's status (2xx is success), or why there was none. */
export type AttemptResult =
  { ok: boolean; status: number; error: null } | { ok: false; status: null; error: string };

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
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
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
    const status = await post(url, addresses, message, secret, controller.signal, maxBytes);
    if (status >= 300 && status < 400) return { ok: false, status, error: null }; // a redirect is not followed: the delivery failed
    return { ok: status >= 200 && status < 300, status, error: null };
  } catch (err) {
    const reason = controller.signal.aborted ? (controller.signal.reason as Error) : err;
    return { ok: false, status: null, error: reason instanceof Error ? reason.message : String(reason) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

class AnswerTooLargeError extends Error {}

/** One POST to the already checked addresses; resolves with the status once the (capped) answer has been read. */
function post(
  url: URL,
  addresses: ResolvedAddress[],
  message: WebhookMessage,
  secret: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = pinnedRequest(
      url,
      addresses,
      {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(message.body),
          'User-Agent': 'Blockcast-Webhooks/1.0',
          'webhook-id': message.id,
          'webhook-timestamp': String(message.timestampSec),
          'webhook-signature': signWebhook(secret, message.id, message.timestampSec, message.body),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > maxBytes) {
            res.destroy(new AnswerTooLargeError(`answer larger than ${maxBytes / 1024} KB`));
          }
        });
        res.on('end', () => resolve(status));
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete && received <= maxBytes) reject(new Error('the answer ended early'));
        });
      },
    );
    req.on('error', reject);
    req.end(message.body);
  });
}
