// Where uploaded images (the editor's pictures) are kept: a folder on this server by default, or Cloudflare Images
// when its token and account are configured. Both speak one interface: upload (file, id, metadata), delete by id,
// list, and which of its images an address shows.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadFailed } from '../lib/upload-failed';

export interface HostedImage {
  id: string;
  /** Where pages show it from. */
  url: string;
  uploadedAt: string;
}

export interface ImageHost {
  readonly kind: 'disk' | 'cloudflare';
  upload(file: Uint8Array, id: string, metadata: Record<string, string>): Promise<HostedImage>;
  delete(id: string): Promise<void>;
  list(): Promise<HostedImage[]>;
  /** The id of this host's image that `url` shows (a HostedImage's url), or null when it shows none of its own. */
  idOf(url: string): string | null;
  /** The stored bytes, for a host whose images this server serves itself (the local folder). */
  read?(id: string): Promise<Buffer | null>;
}

export const IMAGE_HOST_MESSAGES = {
  noToken: 'Cloudflare API token not available',
  failed: uploadFailed,
} as const;

export class ImageHostError extends Error {
  override name = 'ImageHostError';
}

/** Ids are ours (a content hash or a slug): letters, digits, '-' and '_' only, so never a path. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;
function checkId(id: string) {
  if (!SAFE_ID.test(id)) throw new ImageHostError(IMAGE_HOST_MESSAGES.failed('invalid image id'));
}

/** Files in `${dir}`, served by the app at `${publicPath}/{id}.webp`. Uploads are re-encoded to WebP first. */
export function createDiskImageHost(dir: string, publicPath = '/uploads'): ImageHost {
  const file = (id: string) => path.join(dir, `${id}.webp`);
  const prefix = `${publicPath}/`;
  return {
    kind: 'disk',
    idOf(url) {
      if (!url.startsWith(prefix) || !url.endsWith('.webp')) return null;
      const id = url.slice(prefix.length, -'.webp'.length);
      return SAFE_ID.test(id) ? id : null;
    },
    async upload(bytes, id) {
      checkId(id);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file(id), bytes);
      } catch (err) {
        throw new ImageHostError(
          IMAGE_HOST_MESSAGES.failed(err instanceof Error ? err.message : String(err)),
        );
      }
      return { id, url: `${publicPath}/${id}.webp`, uploadedAt: new Date().toISOString() };
    },
    async delete(id) {
      checkId(id);
      await rm(file(id), { force: true });
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const images = await Promise.all(
        names
          .filter((n) => n.endsWith('.webp'))
          .map(async (n) => {
            const id = n.slice(0, -'.webp'.length);
            const info = await stat(path.join(dir, n));
            return { id, url: `${publicPath}/${id}.webp`, uploadedAt: info.mtime.toISOString() };
          }),
      );
      return images.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    },
    async read(id) {
      if (!SAFE_ID.test(id)) return null;
      return readFile(file(id)).catch(() => null);
    },
  };
}

interface CloudflareAnswer<T> {
  success: boolean;
  errors?: { code?: number; message: string }[];
  result?: T;
}
interface CloudflareImage {
  id: string;
  variants?: string[];
  uploaded?: string;
}

/**
 * The image id in a Cloudflare Images delivery address: https://imagedelivery.net/{account hash}/{id}/{variant},
 * or the same path under /cdn-cgi/imagedelivery/ of a site's own domain.
 */
function cloudflareImageIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const segments = parsed.pathname.split('/').slice(1);
  const delivery =
    parsed.hostname === 'imagedelivery.net'
      ? segments
      : segments[0] === 'cdn-cgi' && segments[1] === 'imagedelivery'
        ? segments.slice(2)
        : null;
  if (parsed.protocol !== 'https:' || delivery?.length !== 3) return null;
  const id = delivery[1] ?? '';
  return SAFE_ID.test(id) ? id : null;
}

/** Cloudflare Images (api.cloudflare.com/client/v4/accounts/{account}/images/v1) with a bearer token. */
export function createCloudflareImageHost(options: {
  token: string | undefined;
  accountId: string;
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ImageHost {
  const base = `${options.apiBase ?? 'https://api.cloudflare.com/client/v4'}/accounts/${encodeURIComponent(options.accountId)}/images/v1`;
  const doFetch = options.fetch ?? fetch;
  async function call<T>(url: string, init: RequestInit): Promise<T> {
    if (!options.token) throw new ImageHostError(IMAGE_HOST_MESSAGES.noToken);
    let res: Response;
    try {
      res = await doFetch(url, {
        ...init,
        headers: { Authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (err) {
      throw new ImageHostError(IMAGE_HOST_MESSAGES.failed(err instanceof Error ? err.message : String(err)));
    }
    const body = (await res.json().catch(() => null)) as CloudflareAnswer<T> | null;
    if (!res.ok || !body?.success || body.result === undefined) {
      const message = body?.errors?.[0]?.message ?? `HTTP ${res.status}`;
      throw new ImageHostError(IMAGE_HOST_MESSAGES.failed(message));
    }
    return body.result;
  }
  const toHosted = (image: CloudflareImage): HostedImage => ({
    id: image.id,
    url: image.variants?.find((v) => v.endsWith('/public')) ?? image.variants?.[0] ?? '',
    uploadedAt: image.uploaded ?? new Date().toISOString(),
  });
  return {
    kind: 'cloudflare',
    idOf: cloudflareImageIdOf,
    async upload(bytes, id, metadata) {
      checkId(id);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/webp' }), `${id}.webp`);
      form.append('id', id);
      form.append('metadata', JSON.stringify(metadata));
      return toHosted(await call<CloudflareImage>(base, { method: 'POST', body: form }));
    },
    async delete(id) {
      checkId(id);
      await call<unknown>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    async list() {
      const result = await call<{ images: CloudflareImage[] }>(`${base}?per_page=100`, { method: 'GET' });
      return result.images.map(toHosted);
    },
  };
}
