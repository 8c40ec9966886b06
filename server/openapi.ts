// The public API's OpenAPI 3.1 document, generated from the routes themselves (hono-openapi reads each route's
// zod validators and its `documented` answer schemas), served at /api/openapi.json; and the readable docs at
// /api/docs (Redoc, served from our own origin under the site's CSP, in the reader's theme: server/api-docs-page.ts).
import { Hono, type Env } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { API_LIMITS } from '../features/api-access/server';
import { docsBundlePath, docsPage } from './api-docs-page';
import { isPublicApiCall } from './public-api';

const CMC_UNVERSIONED = /^\/api\/coinmarketcap\/(cryptocurrency|global-metrics)\//;

const LIMIT_HEADERS: Record<string, Json> = {
  'RateLimit-Policy': {
    description:
      'The limits that apply to the caller (IETF draft): `"minute";q=60;w=60, "day";q=2000;w=86400`',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each window, and the seconds until it resets (IETF draft): `"minute";r=59;t=42, "day";r=1999;t=3600`',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: 'Calls allowed in the window that has fewest left',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Calls left in that window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until that window resets', schema: { type: 'integer' } },
};

const n = (v: number) => v.toLocaleString('en-US');

const DESCRIPTION = `Blockcast's market data, news, press releases and shows schedule as JSON. Every call is a GET,
read-only and cacheable; any site's page may call it (CORS without credentials).

## Keys and limits
Anonymous callers may make ${n(API_LIMITS.anonymous.perMinute)} calls a minute and
${n(API_LIMITS.anonymous.perDay)} a day per address. An Enterprise account makes keys on its dashboard's API page;
a key may make ${n(API_LIMITS.enterprise.perMinute)} calls a minute and ${n(API_LIMITS.enterprise.perDay)} a day.
Send it as \`X-API-Key\` or \`Authorization: Bearer\`; the CoinMarketCap-compatible calls also take
\`X-CMC_PRO_API_KEY\`, so a CoinMarketCap client needs only this site's address (\`/api/coinmarketcap\`) and a key.
This site's own pages read the API too, counted apart per address (${n(API_LIMITS.site.perMinute)} a minute,
${n(API_LIMITS.site.perDay)} a day) so that readers sharing an address do not use up a program's allowance.
Days are UTC days. Every answer carries its limits (\`RateLimit-Policy\`, \`RateLimit\`, \`X-RateLimit-*\`); past
one, the call answers 429 with \`Retry-After\`.

## Caching
Every answer may be kept by any cache (\`Cache-Control: public, no-cache\`) and carries an \`ETag\`: ask again
with \`If-None-Match\` and, while nothing has changed, the call answers 304 with no body. Every use is asked of
the server (\`no-cache\`): a 304 is counted against the limits like any call, and carries the caller's own limit
headers. Pages on other sites may send \`If-None-Match\` and read \`ETag\` (CORS).

## Errors
A failure answers its HTTP status with a JSON body: \`{ "success": false, "error": "…" }\`, or CoinMarketCap's
\`status.error_code\` and \`status.error_message\` on the CoinMarketCap-compatible calls.`;

/** The parts of the document this module reads or writes (the generator's output is OpenAPI 3.1). */
type Json = Record<string, unknown>;
interface Operation extends Json {
  description?: string;
  responses?: Record<string, Json>;
}
export interface OpenApiDocument extends Json {
  openapi: '3.1.0';
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

/** The document: the public calls of `app` (server/public-api.ts says which), nothing else. */
export async function publicApiDocument<E extends Env>(
  app: Hono<E>,
  site: { version: string },
): Promise<OpenApiDocument> {
  const generated = await generateSpecs(app, { defaultValidationErrorResponse: false });
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    const get = item?.get as Operation | undefined;
    if (!get || !isPublicApiCall('GET', path)) continue;
    const cmc = path.startsWith('/api/coinmarketcap/');
    const unversioned = CMC_UNVERSIONED.test(path);
    paths[path] = {
      get: {
        ...get,
        ...(unversioned
          ? {
              tags: ['CoinMarketCap-compatible, unversioned'],
              description:
                `${get.description ?? ''}\n\nThe same call as under \`/api/coinmarketcap/v1\`.`.trim(),
            }
          : {}),
        security: [{}, { apiKey: [] }, { bearer: [] }, ...(cmc ? [{ cmcKey: [] }] : [])],
        responses: withLimitHeaders(get.responses ?? {}),
      },
    };
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Blockcast API', version: site.version, description: DESCRIPTION },
    // Relative: the server that served the document, whatever address it was reached by (SITE_URL's default,
    // localhost, named the wrong host on any other); a tool given a saved copy resolves it against the copy's URL.
    servers: [{ url: '/', description: 'This site' }],
    tags: [
      { name: 'CoinMarketCap-compatible', description: "Market data in CoinMarketCap's format and paths." },
      { name: 'News' },
      { name: 'Press releases' },
      { name: 'Shows' },
      {
        name: 'CoinMarketCap-compatible, unversioned',
        description: 'The v1 calls without `/v1` in the path.',
      },
    ],
    paths,
    components: {
      schemas: (generated.components?.schemas ?? {}) as Record<string, Json>,
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'An Enterprise key: bc_live_…',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The same key as `Authorization: Bearer bc_live_…`',
        },
        cmcKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CMC_PRO_API_KEY',
          description: "The same key in CoinMarketCap's header (CoinMarketCap-compatible calls only)",
        },
      },
    },
  };
  return withoutSafeIntegerBounds(withReachableSchemas(document));
}

/**
 * zod writes every integer's bounds as ±Number.MAX_SAFE_INTEGER, which say nothing and make Redoc's sample answers
 * show ids of -9007199254740991: those bounds are left out (a real bound, such as `limit`'s 1 to 300, stays).
 */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (
      (key === 'minimum' && v === Number.MIN_SAFE_INTEGER) ||
      (key === 'maximum' && v === Number.MAX_SAFE_INTEGER)
    )
      continue;
    out[key] = withoutSafeIntegerBounds(v);
  }
  return out as T;
}

/** Headers of every 200: it may be kept, and asked for again (server/public-api.ts's publicApiCaching). */
const CACHE_HEADERS: Record<string, Json> = {
  ETag: {
    description: "The answer's tag: send it as `If-None-Match` to ask again",
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: '`public, no-cache`: any cache may keep it, asking again each time',
    schema: { type: 'string' },
  },
};

/** A 304 for every call: sent instead of the 200 when `If-None-Match` names its tag. */
const NOT_MODIFIED: Json = {
  description: 'Not modified: the answer named by `If-None-Match` is still the answer (no body)',
  headers: { ...LIMIT_HEADERS, ...CACHE_HEADERS },
};

function withLimitHeaders(responses: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [status, r] of Object.entries(responses)) {
    out[status] =
      status === '200'
        ? { ...r, headers: { ...LIMIT_HEADERS, ...CACHE_HEADERS } }
        : status === '429'
          ? {
              ...r,
              headers: {
                ...LIMIT_HEADERS,
                'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
              },
            }
          : r;
    if (status === '200') out['304'] = NOT_MODIFIED;
  }
  return out;
}

/** Drops the component schemas no public call uses (the generator collects every route's). */
function withReachableSchemas(document: OpenApiDocument): OpenApiDocument {
  const all = document.components.schemas;
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === '$ref' && typeof v === 'string') {
          const name = v.replace('#/components/schemas/', '');
          if (!reached.has(name) && all[name]) {
            reached.add(name);
            visit(all[name]);
          }
        } else visit(v);
      }
    }
  };
  visit(document.paths);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas } };
}

/** GET /openapi.json and /docs, to be mounted under /api. The document is made once, on first ask. */
export function openApiRoutes<E extends Env>(app: Hono<E>, site: { version: string }) {
  let document: Promise<OpenApiDocument> | undefined;
  const bundle = docsBundlePath();
  return new Hono<{ Variables: { secureHeadersNonce?: string } }>()
    .get('/openapi.json', async (c) => {
      document ??= publicApiDocument(app, site).catch((err: unknown) => {
        document = undefined;
        throw err;
      });
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await document);
    })
    .get('/docs', (c) => {
      // The page carries this answer's CSP nonce: never kept and served again.
      c.header('Cache-Control', 'no-store');
      return c.html(docsPage(c.get('secureHeadersNonce') ?? '', bundle));
    });
}
