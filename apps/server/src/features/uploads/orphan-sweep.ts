import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * Files are written before the row that points at them commits (the upload must be re-encoded
 * first, and holding a transaction open across it would hold row locks for seconds). A failed
 * transaction deletes its files, but a process killed between the write and the commit — or a
 * delete after commit that failed — leaves a public file no row points at (issue 16 §8: three were
 * found after a kill -9 during comment-image uploads). So every upload path is swept: a file older
 * than ORPHAN_MIN_AGE_MS whose row key no owner row holds is deleted.
 *
 * An hour is far beyond any request (HTTP_REQUEST_TIMEOUT_MS is 60 s), so a file whose row is
 * about to commit is never taken. Only files shaped like our uploads
 * (`<prefix>/<id>/<32 hex>-<variant>.webp` by storeImage, `…-video.<mp4|mov|webm>` by storeVideo)
 * under a prefix with an owner are
 * considered: demo pictures and anything else are never ours to delete.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface UploadOwner {
  /** The first folder of its files: 'comments' for `comments/<gameId>/<hex>-800.webp`. */
  prefix: string;
  /** The variant whose key the row stores ('640' for avatars); the other variants go with it. */
  storedVariant: string;
  /** Which of `keys` a row still points at. */
  referenced(db: Db, keys: string[]): Promise<string[]>;
}

// Images are WebP variants (storeImage); videos keep their container's extension (storeVideo).
const UPLOAD_FILE = /^([a-z-]+)\/(\d+\/[0-9a-f]{32})-([a-z0-9]+)\.(webp|mp4|mov|webm)$/;
const BATCH = 500;

interface SweepDeps {
  db: Db;
  storage: FileStorage;
  owners: readonly UploadOwner[];
  log: FastifyBaseLogger;
}

/** Deletes the orphaned upload files; answers their keys. */
export async function sweepOrphanUploads(
  { db, storage, owners, log }: SweepDeps,
  now: Date = new Date(),
): Promise<string[]> {
  const deleted: string[] = [];
  for (const owner of owners) {
    // Row key → every file of that upload (all its variants).
    const uploads = new Map<string, string[]>();
    // A young file keeps its whole upload: a request may be about to commit its row.
    const young = new Set<string>();
    for await (const file of storage.list(`${owner.prefix}/`)) {
      const match = UPLOAD_FILE.exec(file.key);
      if (!match || match[1] !== owner.prefix) continue;
      const rowKey = `${owner.prefix}/${match[2]}-${owner.storedVariant}.${match[4]}`;
      uploads.set(rowKey, [...(uploads.get(rowKey) ?? []), file.key]);
      if (now.getTime() - file.modifiedAt.getTime() < ORPHAN_MIN_AGE_MS) young.add(rowKey);
    }
    const candidates = [...uploads.keys()].filter((rowKey) => !young.has(rowKey));
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const kept = new Set(await owner.referenced(db, batch));
      for (const rowKey of batch) {
        if (kept.has(rowKey)) continue;
        for (const key of uploads.get(rowKey)!) {
          try {
            await storage.delete(key);
            deleted.push(key);
          } catch (error) {
            log.warn({ err: error, key }, 'orphan upload delete failed');
          }
        }
      }
    }
  }
  if (deleted.length > 0) log.info({ count: deleted.length }, 'orphan uploads deleted');
  return deleted;
}

/**
 * Sweeps a minute after start (a restart after a crash cleans up soon) and then every hour.
 * Several instances may sweep at once: deleting an orphan twice is harmless.
 */
export function scheduleOrphanSweep(deps: SweepDeps, everyMs = ORPHAN_MIN_AGE_MS) {
  const run = () => {
    sweepOrphanUploads(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'orphan upload sweep failed'),
    );
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
