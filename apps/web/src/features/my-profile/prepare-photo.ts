import { profileMessages, profilePhotoSizeSchema } from '@hanpan/core';
import { useCallback, useEffect, useRef } from 'react';
import { compressImage, PROFILE_PHOTO_COMPRESSION } from '@/lib/image-compress';

export const NOT_AN_IMAGE = '이미지 파일만 올릴 수 있어요.';

export type PreparedPhoto = { ok: true; file: File } | { ok: false; message: string };

/**
 * A picked profile photo, ready to upload: refused above 10 MB (checked on the original, spec §5),
 * then downscaled to 1280 px JPEG in the browser.
 */
export async function prepareProfilePhoto(file: File): Promise<PreparedPhoto> {
  if (file.type && !file.type.startsWith('image/')) return { ok: false, message: NOT_AN_IMAGE };
  if (!profilePhotoSizeSchema.safeParse(file.size).success) {
    return { ok: false, message: profileMessages.photoTooLarge };
  }
  return { ok: true, file: await compressImage(file, PROFILE_PHOTO_COMPRESSION) };
}

/**
 * Makes blob: URLs for previews and revokes them all when the screen closes. URLs are made in
 * event handlers (when a photo is picked), never during render.
 */
export function useObjectUrls(): (file: Blob) => string {
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.length = 0;
    };
  }, []);
  return useCallback((file: Blob) => {
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    return url;
  }, []);
}
