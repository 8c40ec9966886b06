// HTTP plumbing shared by the market-data adapters: one GET with a timeout, failures mapped to ProviderError.
import { z } from 'zod';
import { BodyTooLargeError, readTextCapped } from '../../../platform/capped-body.server';
import { ProviderError } from './provider';

export interface UpstreamGet {
  /** Name used in error messages, e.g. 'CoinMarketCap'. */
  source: string;
  url: URL;
  headers: Record<string, string>;
  timeoutMs: number;
  fetch: typeof fetch;
  /** A value that must never appear in an error message (the API key). */
  secret?: string;
  /** Answers larger than this are refused unread (UPSTREAM_MAX_BYTES unless given). */
  maxBytes?: number;
}

/** The largest answer read from a market provider: the 5,000-coin map is about 1.5 MB. */
export const UPSTREAM_MAX_BYTES = 8 * 1024 * 1024;

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

const MAX_UPSTREAM_MESSAGE_CHARS = 200;

// Both providers put their error text in `status.error_message`; CoinGecko sometimes answers `{ error: '...' }`.
const errorBodySchema = z.union([
  z.object({ status: z.object({ error_message: z.string() }) }),
  z.object({ error: z.string() }),
]);

/** GETs a JSON document; throws ProviderError for timeouts, network failures, non-2xx answers and non-JSON. */
export async function getUpstreamJson(request: UpstreamGet): Promise<UpstreamAnswer> {
  const { source, url } = request;
  const endpoint = url.pathname;
  let response: Response;
  let text: string;
  try {
    response = await request.fetch(url, {
      method: 'GET',
      headers: request.headers,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // The timeout also covers reading the body: a server can send headers and then stall.
    text = await readTextCapped(response, request.maxBytes ?? UPSTREAM_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ProviderError(
        'malformed',
        `${source} answered ${endpoint} with more than ${error.maxBytes} bytes`,
      );
    }
    if (isAbort(error)) {
      throw new ProviderError(
        'timeout',
        `${source} did not answer ${endpoint} within ${request.timeoutMs} ms`,
      );
    }
    const reason = redact(describeNetworkError(error), request.secret);
    throw new ProviderError('network', `${source} could not be reached for ${endpoint}: ${reason}`);
  }

  if (!response.ok) {
    const detail = upstreamErrorMessage(text, request.secret);
    const suffix = detail ? `: ${detail}` : '';
    if (response.status === 429) {
      throw new ProviderError('rate_limited', `${source} rate limit exceeded (HTTP 429)${suffix}`, 429);
    }
    throw new ProviderError(
      'http',
      `${source} answered HTTP ${response.status} for ${endpoint}${suffix}`,
      response.status,
    );
  }

  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError('malformed', `${source} answered ${endpoint} with a body that is not JSON`);
  }
}

/** Validates an answer's shape; a mismatch is a 'malformed' ProviderError naming the first offending path. */
export function parseUpstream<T>(schema: z.ZodType<T>, body: unknown, source: string, endpoint: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  const what = issue ? issue.message : 'unexpected shape';
  throw new ProviderError(
    'malformed',
    `${source} answered ${endpoint} with an unexpected shape at ${where}: ${what}`,
  );
}

/** The provider's own error text from a JSON error body, shortened and with the secret removed. */
export function upstreamErrorMessage(text: string, secret: string | undefined): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined; // An HTML error page from a proxy says nothing useful.
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const message = 'status' in parsed.data ? parsed.data.status.error_message : parsed.data.error;
  return redact(message, secret).slice(0, MAX_UPSTREAM_MESSAGE_CHARS);
}

/** Removes every occurrence of the secret, in case a provider echoes the key back. */
export function redact(text: string, secret: string | undefined): string {
  if (!secret) return text;
  return text.split(secret).join('[redacted]');
}

/** Validates ISO timestamps and normalizes them to `toISOString()` form. */
export const isoTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid timestamp')
  .transform((value) => new Date(value).toISOString());

// Providers send null (or leave out) figures they have no data for; a missing change or volume reads as 0.
export const numberOrZero = z
  .number()
  .nullish()
  .transform((value) => value ?? 0);
export const numberOrNull = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

// Node's fetch rejects with TypeError('fetch failed') and puts the socket error (ECONNREFUSED, …) in `cause`.
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    return code ?? cause.message;
  }
  return error.message;
}
