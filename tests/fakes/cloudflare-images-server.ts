// A local stand-in for Cloudflare Images' v1 API (accounts/{account}/images/v1): the same paths, bearer token and
// JSON envelope. It keeps what is uploaded, so a test sees an image come and go; an id of 'too-big' is refused as
// Cloudflare refuses a file over its limit, and `failDeletes` makes every DELETE fail as in an outage.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCloudflareRequest {
  method: string;
  url: string;
  auth: string;
  /** The body as latin1 text (a multipart form for an upload). */
  body: string;
}

export interface FakeCloudflareImages {
  /** What createCloudflareImageHost takes as apiBase: http://127.0.0.1:{port}/client/v4. */
  readonly apiBase: string;
  readonly accountId: string;
  readonly token: string;
  readonly requests: FakeCloudflareRequest[];
  /** The images held, by id, with the metadata they were uploaded with. */
  readonly images: Map<string, { metadata: string }>;
  /** Answer every DELETE with this status (Cloudflare failing), or delete as asked when null. */
  failDeletes: number | null;
  close(): Promise<void>;
}

const deliveryUrl = (id: string) => `https://imagedelivery.net/hash/${id}/public`;

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const failure = (message: string, code?: number) => ({ success: false, errors: [{ code, message }] });

export async function startFakeCloudflareImages(
  options: { token?: string; accountId?: string } = {},
): Promise<FakeCloudflareImages> {
  const token = options.token ?? 'cf-test-token';
  const accountId = options.accountId ?? 'acc-1';
  const base = `/client/v4/accounts/${accountId}/images/v1`;
  const requests: FakeCloudflareRequest[] = [];
  const images = new Map<string, { metadata: string }>();

  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const auth = req.headers.authorization ?? '';
      requests.push({ method, url, auth, body });
      if (auth !== `Bearer ${token}`) return reply(res, 401, failure('Authentication error', 10000));
      if (method === 'POST' && url === base) {
        const id = /name="id"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? '';
        if (id === 'too-big') return reply(res, 413, failure('Image too large', 5400));
        const metadata = /name="metadata"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '{}';
        images.set(id, { metadata });
        return reply(res, 200, {
          success: true,
          errors: [],
          result: { id, uploaded: '2026-11-24T08:00:00Z', variants: [deliveryUrl(id)] },
        });
      }
      if (method === 'GET' && url.startsWith(`${base}?`)) {
        const list = [...images.keys()].map((id) => ({ id, variants: [deliveryUrl(id)] }));
        return reply(res, 200, { success: true, errors: [], result: { images: list } });
      }
      const id = url.startsWith(`${base}/`) ? decodeURIComponent(url.slice(base.length + 1)) : null;
      if (method === 'DELETE' && id !== null) {
        if (fake.failDeletes !== null) return reply(res, fake.failDeletes, failure('Service unavailable'));
        if (!images.delete(id)) return reply(res, 404, failure('Image not found', 5404));
        return reply(res, 200, { success: true, errors: [], result: {} });
      }
      reply(res, 404, failure('not found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const fake: FakeCloudflareImages = {
    apiBase: `http://127.0.0.1:${port}/client/v4`,
    accountId,
    token,
    requests,
    images,
    failDeletes: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
