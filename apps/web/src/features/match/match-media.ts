/**
 * Photos and videos of a match, kept on this device only (spec §3 "Local media item", §9): one
 * IndexedDB store, items keyed by id and found by game, for the result page to show later. Nothing
 * is uploaded from here.
 */
export interface MatchMediaItem {
  id: string;
  gameId: number;
  type: 'image' | 'video';
  data: Blob;
  /** When it was kept (ms since the epoch). */
  timestamp: number;
  /** Seconds; 0 for a photo. */
  duration: number;
}

/** Spec §9: a video at most 50 MB and 120 s. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;

export class MediaTooLargeError extends Error {}

const DB_NAME = 'hanpan-match-media';
const STORE = 'items';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('indexedDB unavailable'));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('gameId', 'gameId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

let idSeq = 0;

/** Keeps one item for the game; a video over 50 MB is refused (MediaTooLargeError). */
export async function keepMatchMedia(
  gameId: number,
  item: { type: 'image' | 'video'; data: Blob; duration?: number },
): Promise<MatchMediaItem> {
  if (item.type === 'video' && item.data.size > VIDEO_MAX_BYTES) throw new MediaTooLargeError();
  const stored: MatchMediaItem = {
    id: `${gameId}-${Date.now()}-${++idSeq}`,
    gameId,
    type: item.type,
    data: item.data,
    timestamp: Date.now(),
    duration: Math.min(item.duration ?? 0, VIDEO_MAX_SECONDS),
  };
  const db = await openDb();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(stored);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB write aborted'));
    });
  } finally {
    db.close();
  }
  return stored;
}

/** The game's kept items, oldest first. */
export async function listMatchMedia(gameId: number): Promise<MatchMediaItem[]> {
  const db = await openDb();
  try {
    return await new Promise<MatchMediaItem[]>((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).index('gameId').getAll(gameId);
      request.onsuccess = () =>
        resolve((request.result as MatchMediaItem[]).sort((a, b) => a.timestamp - b.timestamp));
      request.onerror = () => reject(request.error ?? new Error('indexedDB read failed'));
    });
  } finally {
    db.close();
  }
}

/** A data URL (what the apps hand back) as a Blob. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const url = dataUrl.startsWith('data:') ? dataUrl : `data:application/octet-stream;base64,${dataUrl}`;
  return (await fetch(url)).blob();
}
