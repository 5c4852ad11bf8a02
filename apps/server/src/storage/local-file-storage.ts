import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.ts';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/**
 * Stores files in a folder served by the app at /uploads/. URLs are absolute from `publicBaseUrl`
 * (see http/public-url.ts): the native wrappers and clients on other origins load them as they are.
 */
export function createLocalFileStorage(root: string, publicBaseUrl: string): FileStorage & { root: string } {
  const urlBase = publicBaseUrl.replace(/\/+$/, '');
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    // WARNING: keys come from our own code, but a key with '..' must never escape the folder.
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    root: base,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      return urlBase + LOCAL_UPLOADS_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
  };
}
