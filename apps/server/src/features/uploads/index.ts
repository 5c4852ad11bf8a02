/**
 * Uploads: multipart reading with limits, image re-encoding and storage, streamed videos (sniffed
 * and measured in Node), avatar keys and URLs.
 * A feature without routes of its own, so no plugin: the features that take files call these.
 */
export {
  registerMultipart,
  readMultipartForm,
  streamMultipartForm,
  type MultipartForm,
  type StreamedFile,
  type ReadFormOptions,
  type UploadedFile,
} from './multipart-form.ts';
export {
  avatarFileKeys,
  avatarThumbnailKeySql,
  avatarThumbnailUrl,
  avatarUrls,
  storeAvatar,
  type AvatarUrls,
} from './avatars.ts';
export { deleteStoredFiles, storeImage, type StoredImageKeys } from './stored-images.ts';
export { storeVideo, type StoredVideo } from './stored-videos.ts';
export {
  ORPHAN_MIN_AGE_MS,
  scheduleOrphanSweep,
  sweepOrphanUploads,
  type UploadOwner,
} from './orphan-sweep.ts';
