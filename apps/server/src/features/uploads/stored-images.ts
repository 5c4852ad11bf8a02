import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import {
  ImageRejectedError,
  processImage,
  type ImageVariantSpec,
} from '../../integrations/images/image-processor.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Variant name → storage key of one uploaded image. */
export type StoredImageKeys = Record<string, string>;

/** Re-encodes an upload (415/413 on bad input); nothing is stored yet. */
export async function processUpload(input: Buffer, variants: readonly ImageVariantSpec[]) {
  try {
    return await processImage(input, variants);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw new AppError(error.reason === 'too_many_pixels' ? 'image_too_many_pixels' : 'unsupported_image');
  }
}

/**
 * Processes and stores an image under `<prefix>/<128-bit random hex>-<variant>.webp`. Keys are
 * unguessable and never reused, which is what lets /uploads/ cache them immutably.
 */
export async function storeImage(
  storage: FileStorage,
  prefix: string,
  input: Buffer,
  variants: readonly ImageVariantSpec[],
): Promise<StoredImageKeys> {
  const images = await processUpload(input, variants);
  const id = randomBytes(16).toString('hex');
  const keys: StoredImageKeys = {};
  try {
    for (const image of images) {
      const key = `${prefix}/${id}-${image.name}.webp`;
      await storage.put(key, image.data, image.contentType);
      keys[image.name] = key;
    }
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => storage.delete(key)));
    throw error;
  }
  return keys;
}

/**
 * Deletes files whose rows are already gone (after commit). A failure leaves an orphan file, not
 * a broken account, so it is logged instead of failing a request whose change is already saved.
 */
export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      log.warn({ err: result.reason, key: keys[index] }, 'file delete failed');
  });
}
