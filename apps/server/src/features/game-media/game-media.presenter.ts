import type { GameMedia } from '@hanpan/core';
import type { GameMediaRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export function presentGameMedia(row: GameMediaRow, storage: FileStorage): GameMedia {
  return {
    id: row.id,
    userId: row.uploaderId,
    url: storage.publicUrl(row.fileKey),
    mediaType: row.mediaType,
    order: row.position,
    contentType: row.contentType,
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    createdAt: row.createdAt.toISOString(),
  };
}
