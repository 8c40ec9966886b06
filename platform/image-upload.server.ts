// Uploaded pictures (the editor's, users' avatars): an image is checked, resized (at most 2000 px, or cut to a
// square) and re-encoded to WebP before it is stored with the image host; /uploads/{id}.webp serves what the local
// host keeps.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { UpstreamError, ValidationError } from '../lib/errors';
import { ImageHostError, type HostedImage, type ImageHost } from './image-hosting.server';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 2000;
/** A picture over this many pixels is refused before it is decoded (a small file can be a huge image). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload',
  notImage: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
  tooManyPixels: `The picture is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
} as const;

/** What sharp calls the kinds the upload forms accept (AVIF is read as HEIF). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export async function uploadImage(
  host: ImageHost,
  file: File,
  metadata: Record<string, string>,
  /** A square of this many pixels, cropped to the middle (avatars); otherwise the whole picture within 2000 px. */
  options: { square?: number } = {},
): Promise<HostedImage> {
  if (file.size === 0) throw new ValidationError(UPLOAD_MESSAGES.missing);
  const { default: sharp } = await import('sharp');
  let webp: Buffer;
  try {
    const image = sharp(Buffer.from(await file.arrayBuffer()), {
      limitInputPixels: UPLOAD_MAX_PIXELS,
      failOn: 'error',
    });
    // Only the kinds the form names: sharp also reads SVG, PDF, TIFF and more, by content, whatever the file name.
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`not an accepted image: ${format}`);
    webp = await image
      .rotate()
      .resize(
        options.square
          ? { width: options.square, height: options.square, fit: 'cover' }
          : { width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    // sharp names the pixel limit in its message; anything else means the bytes are not a picture it can read.
    const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
    throw new ValidationError(tooLarge ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notImage);
  }
  const id = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  try {
    return await host.upload(webp, id, { ...metadata, filename: file.name.slice(0, 200) });
  } catch (err) {
    if (err instanceof ImageHostError) throw new UpstreamError(err.message);
    throw err;
  }
}

/** GET /uploads/{id}.webp: an upload kept by the local image host. */
export function uploadRoutes(host: ImageHost) {
  return new Hono().get('/uploads/:file{[A-Za-z0-9_-]{1,100}\\.webp}', async (c) => {
    const bytes = await host.read?.(c.req.param('file').slice(0, -'.webp'.length));
    if (!bytes) return c.notFound();
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });
}
