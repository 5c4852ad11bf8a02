import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { avatarFileKeys, avatarThumbnailKey, avatarUrls } from './avatars.ts';

const key = 'avatars/12/0123456789abcdef0123456789abcdef-640.webp';

describe('avatar keys', () => {
  it('derives the thumbnail next to the 640 px file', () => {
    expect(avatarThumbnailKey(key)).toBe('avatars/12/0123456789abcdef0123456789abcdef-160.webp');
    expect(avatarFileKeys(key)).toEqual([key, avatarThumbnailKey(key)]);
  });

  it('leaves foreign keys (demo avatars) alone: same file as thumbnail, never deleted', () => {
    expect(avatarThumbnailKey('avatars/demo-kim.svg')).toBe('avatars/demo-kim.svg');
    expect(avatarFileKeys('avatars/demo-kim.svg')).toEqual([]);
    expect(avatarFileKeys('avatars/12/../../etc-640.webp')).toEqual([]);
    expect(avatarFileKeys(null)).toEqual([]);
  });

  it('gives both URLs, absolute from the public base, or nulls without a picture', () => {
    const storage = createLocalFileStorage('/tmp/unused', 'https://hanpan.kr/');
    expect(avatarUrls(key, storage)).toEqual({
      profilePicture: `https://hanpan.kr/uploads/${key}`,
      profilePictureThumbnail: `https://hanpan.kr/uploads/${avatarThumbnailKey(key)}`,
    });
    expect(avatarUrls(null, storage)).toEqual({ profilePicture: null, profilePictureThumbnail: null });
  });
});
