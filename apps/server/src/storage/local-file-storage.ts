import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';

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
    async putFile(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(sourcePath, path);
      } catch (error) {
        // The temp folder may sit on another file system: copy, then drop the source.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(sourcePath, path);
        await rm(sourcePath, { force: true });
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      return urlBase + LOCAL_UPLOADS_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
    list(prefix) {
      return walk(base, prefix);
    },
  };
}

/** Files under `base` whose key starts with `prefix`; a folder that does not exist lists nothing. */
async function* walk(base: string, prefix: string, dir = base): AsyncGenerator<StoredFile> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const key = relative(base, path).split(sep).join('/');
    // Only descend into folders on the way to the prefix or inside it.
    if (!(key.startsWith(prefix) || prefix.startsWith(`${key}/`))) continue;
    if (entry.isDirectory()) yield* walk(base, prefix, path);
    else if (entry.isFile()) yield { key, modifiedAt: (await stat(path)).mtime };
  }
}
