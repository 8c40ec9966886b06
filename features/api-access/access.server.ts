// The public API's door: who is calling (a key, or an address), whether they may, and how much they have left. A
// key comes in `X-API-Key`, in `Authorization: Bearer bc_live_…`, or, on the CoinMarketCap-compatible calls, in
// CoinMarketCap's own `X-CMC_PRO_API_KEY`, so a CoinMarketCap client needs only a new base URL and key. A key
// never rides on a cookie: cookies are not read here. A Bearer token that is not a key (a signed-in reader's
// session token, which the site's own pages send) leaves the call anonymous.
import type { Context, MiddlewareHandler } from 'hono';
import { TooManyRequestsError } from '../../lib/errors';
import type { ClientAddress } from '../../platform/client-address.server';
import { API_KEY_PREFIX, API_MESSAGES as M, type ApiLimit } from './rules';
import type { ApiAccessService, ApiCallerId, CallCount } from './service.server';

/** The headers a browser script of another site may read on the public API's answers. */
export const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
] as const;

/** The key a call sends, if any: the first of its headers that carries one. */
export function keyOf(c: Context, options: { cmcHeader: boolean }): string | undefined {
  // An empty header is no key (some clients always send it): the next place a key may be is read.
  const header = c.req.header('X-API-Key')?.trim();
  if (header) return header;
  if (options.cmcHeader) {
    const cmc = c.req.header('X-CMC_PRO_API_KEY')?.trim();
    if (cmc) return cmc;
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  // `bc_` and not only `bc_live_`: a mistyped key is refused as malformed rather than taken for a session token.
  return bearer?.startsWith(API_KEY_PREFIX.slice(0, 3)) ? bearer : undefined;
}

/** The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers) and the widely read X-RateLimit ones. */
function setLimitHeaders(c: Context, limit: ApiLimit, counted: CallCount) {
  c.header('RateLimit-Policy', `"minute";q=${limit.perMinute};w=60, "day";q=${limit.perDay};w=86400`);
  if (!counted.allowed) {
    const limitOf = counted.window === 'minute' ? limit.perMinute : limit.perDay;
    c.header('RateLimit', `"${counted.window}";r=0;t=${counted.retryAfterSec}`);
    c.header('X-RateLimit-Limit', String(limitOf));
    c.header('X-RateLimit-Remaining', '0');
    c.header('X-RateLimit-Reset', String(counted.retryAfterSec));
    return;
  }
  const { minute, day } = counted;
  c.header(
    'RateLimit',
    `"minute";r=${minute.remaining};t=${minute.resetSec}, "day";r=${day.remaining};t=${day.resetSec}`,
  );
  // One window for the X- headers: the one that runs out first.
  const binding =
    day.remaining < minute.remaining ? { ...day, of: limit.perDay } : { ...minute, of: limit.perMinute };
  c.header('X-RateLimit-Limit', String(binding.of));
  c.header('X-RateLimit-Remaining', String(binding.remaining));
  c.header('X-RateLimit-Reset', String(binding.resetSec));
}

/**
 * Guards the public API's calls: a key sent must be good (401 malformed, unknown or revoked; 403 when its account
 * is not on the Enterprise plan), and every caller stays within its limit (429 with Retry-After). A call with a bad
 * key counts against its address, so trying keys costs the same as calling.
 */
export function publicApiAccess(deps: {
  apiAccess: ApiAccessService;
  clientAddress: ClientAddress;
  /** Whether a call is one of the public API's (the documented routes). */
  isPublic(method: string, path: string): boolean;
  /** Addresses whose calls without a key are not counted (API_LIMIT_EXEMPT: the operator's monitoring, a load test). */
  exempt?: (address: string) => boolean;
}): MiddlewareHandler {
  const { apiAccess } = deps;
  const refuse = (c: Context, counted: CallCount & { allowed: false }, who: string) => {
    setLimitHeaders(c, counted.limit, counted);
    const limitOf = counted.window === 'minute' ? counted.limit.perMinute : counted.limit.perDay;
    throw new TooManyRequestsError(M.tooMany(limitOf, counted.window, who), counted.retryAfterSec);
  };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || !deps.isPublic(c.req.method, c.req.path)) return next();
    const key = keyOf(c, { cmcHeader: c.req.path.startsWith('/api/coinmarketcap/') });
    const address = deps.clientAddress(c);
    if (key === undefined && deps.exempt?.(address)) return next();
    const anonymous: ApiCallerId = { kind: 'anonymous', address };
    // The site's own pages read these calls too: a browser says a call comes from a page of this site, and those
    // are counted apart, with the larger limit that readers sharing an address need (API_LIMITS.site).
    let caller: ApiCallerId =
      c.req.header('Sec-Fetch-Site') === 'same-origin' ? { kind: 'site', address } : anonymous;
    if (key !== undefined) {
      try {
        caller = { kind: 'key', ...(await apiAccess.authenticate(key)) };
      } catch (err) {
        // A refused key is counted against its address, and its answer says so like any other.
        const counted = await apiAccess.count(anonymous);
        if (!counted.allowed) refuse(c, counted, 'per address');
        else setLimitHeaders(c, counted.limit, counted);
        throw err;
      }
    }
    const counted = await apiAccess.count(caller);
    if (!counted.allowed)
      refuse(
        c,
        counted,
        caller.kind === 'key'
          ? 'for this key'
          : caller.kind === 'site'
            ? 'per address'
            : 'per address without a key',
      );
    else setLimitHeaders(c, counted.limit, counted);
    await next();
  };
}
