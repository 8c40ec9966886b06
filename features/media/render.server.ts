// Decoding and re-encoding with sharp: the remote image resized to cover the asked box, and the gray placeholder.
// Decoding is bounded (pixel count, strict failure on corrupt input, a time limit), since the input is untrusted.
import type Sharp from 'sharp';
import type { Sharp as SharpPipeline } from 'sharp';
import { MAX_IMAGE_SIDE_PX, type ImageFormat } from './schemas';

/** Larger inputs (by declared width x height) are refused before they are decoded: 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const RENDER_TIMEOUT_SEC = 10;
export const PLACEHOLDER_GRAY = '#cbd5e1';

/** sharp (libvips), loaded with the first image: most processes start and serve cached files only. */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Each variant is rendered once and then read from disk: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export interface RenderSpec {
  format: ImageFormat;
  width?: number;
  height?: number;
  quality: number;
}

function encode(pipeline: SharpPipeline, format: ImageFormat, quality: number): Promise<Buffer> {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality }).toBuffer();
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality, effort: 2 }).toBuffer();
  }
}

/**
 * The image re-encoded: cropped to cover width x height when both are given, scaled to one side when one is,
 * and otherwise kept within 2000 px. Throws on anything sharp will not decode safely.
 */
export async function renderImage(input: Buffer, spec: RenderSpec): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .timeout({ seconds: RENDER_TIMEOUT_SEC })
    .rotate();
  if (spec.width !== undefined || spec.height !== undefined) {
    pipeline.resize(spec.width, spec.height, { fit: 'cover' });
  } else {
    pipeline.resize(MAX_IMAGE_SIDE_PX, MAX_IMAGE_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
  }
  return encode(pipeline, spec.format, spec.quality);
}

/** A plain gray card of the given size and format, shown when the source cannot be had. */
export async function renderPlaceholder(spec: Required<RenderSpec>): Promise<Buffer> {
  const sharp = await loadSharp();
  const card = sharp({
    create: { width: spec.width, height: spec.height, channels: 3, background: PLACEHOLDER_GRAY },
  });
  return encode(card, spec.format, spec.quality);
}
