import * as comments from './features/comments/index.ts';
import * as gameMedia from './features/game-media/index.ts';
import * as games from './features/games/index.ts';
import type { UploadOwner } from './features/uploads/index.ts';
import * as users from './features/users/index.ts';

/**
 * Who holds the key of each kind of uploaded file, for the orphan sweep
 * (features/uploads/orphan-sweep.ts): a file no row points at an hour after it was written is
 * deleted. A prefix missing here is never swept (its files are kept, never lost);
 * orphan-sweep.test.ts fails when a `storeImage` prefix in the code has no entry.
 */
export const uploadOwners: readonly UploadOwner[] = [
  // users.profile_picture_key: the 640 px variant; the 160 px one goes with it.
  { prefix: 'avatars', storedVariant: '640', referenced: users.findReferencedPictureKeys },
  { prefix: 'comments', storedVariant: '800', referenced: comments.findReferencedCommentImageKeys },
  // games.start_photo_key: the 1280 px variant; the 480 px one goes with it.
  { prefix: 'games', storedVariant: '1280', referenced: games.findReferencedStartPhotoKeys },
  // game_media.file_key: a photo's 1280 px variant (the 480 px one goes with it), or the video.
  { prefix: 'game-media', storedVariant: '1280', referenced: gameMedia.findReferencedGameMediaKeys },
  { prefix: 'game-videos', storedVariant: 'video', referenced: gameMedia.findReferencedGameMediaKeys },
];
