import sharp, { type Sharp, type SharpOptions } from 'sharp';

/**
 * Turns untrusted upload bytes into clean images: the type is what the bytes decode as (never the
 * declared type or the file name), orientation is applied, every piece of metadata (EXIF with GPS,
 * XMP, IPTC, ICC after conversion to sRGB) is dropped, and each requested size is re-encoded.
 */

// Every upload is decoded once and never again: libvips' operation cache (up to 50 MB by default)
// would only hold memory (docs/performance.md, "Memory").
sharp.cache(false);

/** Formats we accept as they report from the decoder; 'heif' covers AVIF (and HEIC when decodable). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

// WARNING: a 10 MB file can declare a gigapixel canvas (a decompression bomb). 50 MP covers a
// 48 MP phone photo; anything larger is refused before a single pixel is decoded.
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariantSpec {
  /** Suffix used in storage keys, e.g. '640'. */
  name: string;
  width: number;
  height: number;
  /** 'cover' crops to exactly width × height; 'inside' keeps the aspect ratio within the box. */
  fit: 'cover' | 'inside';
  /** Keep a smaller picture its own size instead of enlarging it (photos). */
  withoutEnlargement?: boolean;
}

export interface ProcessedImage {
  name: string;
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export type ImageRejection = 'unsupported' | 'too_many_pixels';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

export interface ProcessImageOptions {
  maxInputPixels?: number;
  quality?: number;
}

/** Every decoder failure means "not an image we can take"; sharp's pixel limit gets its own answer. */
function rejectionOf(error: unknown): ImageRejectedError {
  const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new ImageRejectedError(overLimit ? 'too_many_pixels' : 'unsupported');
}

function decoder(input: Buffer, maxInputPixels: number): Sharp {
  // pages: 1 keeps only the first frame of an animated GIF/WebP; failOn 'error' refuses truncated files.
  const options: SharpOptions = { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 };
  return sharp(input, options);
}

async function inspect(input: Buffer, maxInputPixels: number): Promise<void> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await decoder(input, maxInputPixels).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  } catch (error) {
    throw rejectionOf(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError('unsupported');
  if (pixels <= 0) throw new ImageRejectedError('unsupported');
  if (pixels > maxInputPixels) throw new ImageRejectedError('too_many_pixels');
}

async function render(input: Buffer, spec: ImageVariantSpec, options: Required<ProcessImageOptions>) {
  const { data, info } = await decoder(input, options.maxInputPixels)
    .autoOrient()
    .resize(spec.width, spec.height, {
      fit: spec.fit,
      position: 'centre',
      withoutEnlargement: spec.withoutEnlargement ?? false,
    })
    // No withMetadata()/keep*(): sharp writes no EXIF, XMP or ICC and converts to sRGB.
    .toColourspace('srgb')
    .webp({ quality: options.quality })
    .toBuffer({ resolveWithObject: true });
  return {
    name: spec.name,
    data,
    contentType: 'image/webp' as const,
    width: info.width,
    height: info.height,
  };
}

/** Decodes, checks and re-encodes `input` into every variant; throws ImageRejectedError on bad input. */
export async function processImage(
  input: Buffer,
  variants: readonly ImageVariantSpec[],
  { maxInputPixels = DEFAULT_MAX_INPUT_PIXELS, quality = 82 }: ProcessImageOptions = {},
): Promise<ProcessedImage[]> {
  await inspect(input, maxInputPixels);
  try {
    return await Promise.all(variants.map((spec) => render(input, spec, { maxInputPixels, quality })));
  } catch (error) {
    // The header looked fine but the pixels do not decode (truncated, corrupt, unsupported codec).
    throw rejectionOf(error);
  }
}

/** Square avatars: 640 px for the profile screen, 160 px for lists and chat. */
export const AVATAR_VARIANTS: readonly ImageVariantSpec[] = [
  { name: '640', width: 640, height: 640, fit: 'cover' },
  { name: '160', width: 160, height: 160, fit: 'cover' },
];
