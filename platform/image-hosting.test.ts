import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCloudflareImageHost, IMAGE_HOST_MESSAGES } from './image-hosting.server';

/** A stand-in for Cloudflare Images' v1 API: the same paths, bearer token and JSON envelope. */
let server: Server;
let base: string;
const seen: { method: string; url: string; auth: string; body: string }[] = [];
const TOKEN = 'cf-test-token';

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body });
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(res, 401, {
          success: false,
          errors: [{ code: 10000, message: 'Authentication error' }],
        });
      if (req.method === 'POST' && req.url === '/client/v4/accounts/acc-1/images/v1') {
        const id = /name="id"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? '';
        if (id === 'too-big')
          return reply(res, 413, { success: false, errors: [{ code: 5400, message: 'Image too large' }] });
        return reply(res, 200, {
          success: true,
          errors: [],
          result: {
            id,
            uploaded: '2026-11-24T08:00:00Z',
            variants: [`https://imagedelivery.net/hash/${id}/public`],
          },
        });
      }
      if (req.method === 'DELETE') return reply(res, 200, { success: true, errors: [], result: {} });
      if (req.method === 'GET')
        return reply(res, 200, {
          success: true,
          errors: [],
          result: { images: [{ id: 'a1', variants: ['https://imagedelivery.net/hash/a1/public'] }] },
        });
      reply(res, 404, { success: false, errors: [{ message: 'not found' }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('Cloudflare Images adapter', () => {
  const host = (token: string | undefined) =>
    createCloudflareImageHost({ token, accountId: 'acc-1', apiBase: base });

  test('[NEWS-051] an upload sends the file, id and metadata with the bearer token; delete and list use the same API', async () => {
    const image = await host(TOKEN).upload(new Uint8Array([1, 2, 3]), 'chart-1', { uploadedBy: 'admin' });
    expect(image).toEqual({
      id: 'chart-1',
      url: 'https://imagedelivery.net/hash/chart-1/public',
      uploadedAt: '2026-11-24T08:00:00Z',
    });
    const post = seen.find((s) => s.method === 'POST')!;
    expect(post.auth).toBe(`Bearer ${TOKEN}`);
    expect(post.body).toContain('name="file"; filename="chart-1.webp"');
    expect(post.body).toContain('name="metadata"\r\n\r\n{"uploadedBy":"admin"}');
    await host(TOKEN).delete('chart-1');
    expect(seen.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/client/v4/accounts/acc-1/images/v1/chart-1',
    });
    expect((await host(TOKEN).list()).map((i) => i.id)).toEqual(['a1']);
  });

  test('[NEWS-052] without the token, an upload fails with the spec’s text and nothing is sent', async () => {
    const before = seen.length;
    await expect(host(undefined).upload(new Uint8Array([1]), 'x', {})).rejects.toThrow(
      IMAGE_HOST_MESSAGES.noToken,
    );
    expect(IMAGE_HOST_MESSAGES.noToken).toBe('Cloudflare API token not available');
    expect(seen.length).toBe(before);
  });

  test('[NEWS-053] a refused upload reports Upload failed: {message}', async () => {
    await expect(host(TOKEN).upload(new Uint8Array([1]), 'too-big', {})).rejects.toThrow(
      'Upload failed: Image too large',
    );
    await expect(host('wrong').upload(new Uint8Array([1]), 'y', {})).rejects.toThrow(
      'Upload failed: Authentication error',
    );
    await expect(host(TOKEN).upload(new Uint8Array([1]), '../etc', {})).rejects.toThrow(
      'Upload failed: invalid image id',
    );
  });
});
