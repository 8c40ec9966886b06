// Serves the stories' generated pictures: SVG for the pages, JPEG (drawn from the same SVG with sharp) for link
// previews. A picture never changes under its address, so it is cached for a year; the JPEGs drawn lately are
// kept in memory, as a shared story's preview is fetched by every site it is shared on.
import { LRUCache } from 'lru-cache';
import type Sharp from 'sharp';
import type { ArtFormat, ArtKey } from './art';
import { renderArtSvg } from './art-svg';
import { artParam } from './schemas';

/** Link previews: the Open Graph size social sites ask for. */
export const ART_PREVIEW = { width: 1200, height: 630 } as const;
const JPEG_QUALITY = 82;

let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

const drawn = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (b) => b.byteLength,
});

export interface ArtImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export async function drawArt(key: ArtKey, hash: string, format: ArtFormat): Promise<ArtImage> {
  const etag = `"${key}-${hash}-${format}"`;
  if (format === 'svg') {
    return { bytes: Buffer.from(renderArtSvg(key, hash)), contentType: 'image/svg+xml', etag };
  }
  const memo = `${key}/${hash}`;
  let bytes = drawn.get(memo);
  if (!bytes) {
    const sharp = await loadSharp();
    bytes = await sharp(Buffer.from(renderArtSvg(key, hash, ART_PREVIEW)))
      .flatten({ background: '#0f172a' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    drawn.set(memo, bytes);
  }
  return { bytes, contentType: 'image/jpeg', etag };
}

/**
 * The JPEG of the generated picture at a path of /api/news-art, or null when the path names none: the image proxy's
 * fallback for a story whose own picture cannot be fetched (the proxy renders it to the size it was asked for).
 */
export async function artAtPath(path: string): Promise<Buffer | null> {
  const match = /^\/api\/news-art\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  const parsed = artParam.safeParse(match ? { version: match[1], key: match[2], file: match[3] } : null);
  if (!parsed.success) return null;
  const [hash = ''] = parsed.data.file.split('.');
  return (await drawArt(parsed.data.key, hash, 'jpg')).bytes;
}
