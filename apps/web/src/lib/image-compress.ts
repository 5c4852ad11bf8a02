/**
 * Shrinks a photo in the browser before upload: at most `maxDimension` px on the long side, JPEG
 * at `quality`, turned upright by its EXIF orientation. The server re-encodes again (sharp) and
 * strips metadata; this only saves the player's data plan and upload time.
 */
export interface CompressOptions {
  maxDimension?: number;
  quality?: number;
}

export const PROFILE_PHOTO_COMPRESSION = { maxDimension: 1280, quality: 0.85 } as const;

/** The size that fits inside max × max keeping the aspect ratio; never upscales. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Drawable = { source: CanvasImageSource; width: number; height: number; release(): void };

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      // 'from-image' applies the EXIF orientation, so portrait phone photos are not lying down.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Older Safari rejects the options bag: fall back to an <img>, which browsers also orient.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${stem}.jpg`;
}

/**
 * Returns a JPEG File no larger than the original. When the browser cannot decode the image
 * (e.g. HEIC outside Safari) the original comes back unchanged and the server handles it.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const {
    maxDimension = PROFILE_PHOTO_COMPRESSION.maxDimension,
    quality = PROFILE_PHOTO_COMPRESSION.quality,
  } = options;
  let drawable: Drawable;
  try {
    drawable = await decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(drawable.width, drawable.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: paint white first or transparent PNG areas turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(drawable.source, 0, 0, size.width, size.height);
    const blob = await canvasToBlob(canvas, quality);
    if (!blob || (blob.size >= file.size && size.width === drawable.width && file.type === 'image/jpeg')) {
      return file;
    }
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    drawable.release();
  }
}
