import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.ts';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Stores files in a folder served by the app at /uploads/. */
export function createLocalFileStorage(root: string): FileStorage & { root: string } {
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
      return LOCAL_UPLOADS_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
  };
}
