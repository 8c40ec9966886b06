import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startFakeCloudflareImages,
  type FakeCloudflareImages,
} from '../tests/fakes/cloudflare-images-server';
import { createCloudflareImageHost, createDiskImageHost, IMAGE_HOST_MESSAGES } from './image-hosting.server';

let cloudflare: FakeCloudflareImages;

beforeAll(async () => {
  cloudflare = await startFakeCloudflareImages();
});
afterAll(() => cloudflare.close());

describe('Cloudflare Images adapter', () => {
  const host = (token: string | undefined) =>
    createCloudflareImageHost({ token, accountId: cloudflare.accountId, apiBase: cloudflare.apiBase });

  test('[NEWS-051] an upload sends the file, id and metadata with the bearer token; delete and list use the same API', async () => {
    const image = await host(cloudflare.token).upload(new Uint8Array([1, 2, 3]), 'chart-1', {
      uploadedBy: 'admin',
    });
    expect(image).toEqual({
      id: 'chart-1',
      url: 'https://imagedelivery.net/hash/chart-1/public',
      uploadedAt: '2026-11-24T08:00:00Z',
    });
    const post = cloudflare.requests.find((s) => s.method === 'POST');
    expect(post?.auth).toBe(`Bearer ${cloudflare.token}`);
    expect(post?.body).toContain('name="file"; filename="chart-1.webp"');
    expect(post?.body).toContain('name="metadata"\r\n\r\n{"uploadedBy":"admin"}');
    await host(cloudflare.token).upload(new Uint8Array([4]), 'a1', {});
    await host(cloudflare.token).delete('chart-1');
    expect(cloudflare.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/client/v4/accounts/acc-1/images/v1/chart-1',
    });
    expect((await host(cloudflare.token).list()).map((i) => i.id)).toEqual(['a1']);
  });

  test('[NEWS-052] without the token, an upload fails with the spec’s text and nothing is sent', async () => {
    const before = cloudflare.requests.length;
    await expect(host(undefined).upload(new Uint8Array([1]), 'x', {})).rejects.toThrow(
      IMAGE_HOST_MESSAGES.noToken,
    );
    expect(IMAGE_HOST_MESSAGES.noToken).toBe('Cloudflare API token not available');
    expect(cloudflare.requests.length).toBe(before);
  });

  test('[NEWS-053] a refused upload reports Upload failed: {message}', async () => {
    await expect(host(cloudflare.token).upload(new Uint8Array([1]), 'too-big', {})).rejects.toThrow(
      'Upload failed: Image too large',
    );
    await expect(host('wrong').upload(new Uint8Array([1]), 'y', {})).rejects.toThrow(
      'Upload failed: Authentication error',
    );
    await expect(host(cloudflare.token).upload(new Uint8Array([1]), '../etc', {})).rejects.toThrow(
      'Upload failed: invalid image id',
    );
  });
});

describe('which image an address shows', () => {
  test('Cloudflare: the id of a delivery address, on imagedelivery.net or a site’s /cdn-cgi/imagedelivery/', () => {
    const host = createCloudflareImageHost({ token: 't', accountId: 'a' });
    expect(host.idOf('https://imagedelivery.net/hash/abc_1-2/public')).toBe('abc_1-2');
    expect(host.idOf('https://blockcast.tv/cdn-cgi/imagedelivery/hash/abc/avatar')).toBe('abc');
    for (const other of [
      '/uploads/abc.webp',
      'http://imagedelivery.net/hash/abc/public',
      'https://imagedelivery.net/hash/abc',
      'https://imagedelivery.net/hash/a%2F..%2Fb/public',
      'https://elsewhere.example/hash/abc/public',
      'not a url',
    ]) {
      expect({ other, id: host.idOf(other) }).toEqual({ other, id: null });
    }
  });

  test('disk: the id of its own /uploads/{id}.webp address, and of nothing else', async () => {
    const host = createDiskImageHost(mkdtempSync(path.join(tmpdir(), 'bc-host-')));
    const image = await host.upload(new Uint8Array([1]), 'abc', {});
    expect(host.idOf(image.url)).toBe('abc');
    for (const other of [
      '/uploads/../secret.webp',
      '/uploads/abc.png',
      'https://elsewhere.example/uploads/abc.webp',
      'https://imagedelivery.net/hash/abc/public',
    ]) {
      expect({ other, id: host.idOf(other) }).toEqual({ other, id: null });
    }
  });
});
