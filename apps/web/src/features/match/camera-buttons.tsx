import { useEffect, useState } from 'react';
import { compressImage } from '@/lib/image-compress';
import { Button } from '@/ui/button';
import { FileButton } from '@/ui/file-button';
import { CameraIcon } from '@/ui/icons';
import { showToast } from '@/ui/toast';
import { listenForNativeCamera, openNativeCamera, type CameraKind } from './match-camera';
import { VideoIcon } from './match-icons';
import { dataUrlToBlob, keepMatchMedia, MediaTooLargeError, VIDEO_MAX_SECONDS } from './match-media';
import { playMessages } from './play-messages';

/** Spec §9: photos are shrunk to 800 px at quality 0.3 before they are kept. */
const PHOTO_COMPRESSION = { maxDimension: 800, quality: 0.3 } as const;

async function keep(gameId: number, kind: CameraKind, data: Blob, duration = 0): Promise<void> {
  try {
    await keepMatchMedia(gameId, { type: kind === 'photo' ? 'image' : 'video', data, duration });
    showToast(kind === 'photo' ? playMessages.photoKept : playMessages.videoKept);
  } catch (error) {
    showToast(error instanceof MediaTooLargeError ? playMessages.videoTooLarge : playMessages.mediaFailed);
  }
}

/** A video file's length in seconds (0 when the browser cannot tell). */
function videoSeconds(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) ? seconds : 0);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(0);
    video.src = url;
  });
}

/**
 * 사진 / 동영상: kept on this device for the result page (match-media.ts). In the apps through their
 * camera (answers arrive on window.onGameCameraResult / onGameVideoCameraResult), in a browser
 * through a file input that opens the camera. A video longer than 120 s is refused rather than
 * cut (a browser cannot stop someone else's recorder).
 */
export function CameraButtons({ gameId }: { gameId: number }) {
  const [native] = useState(
    () =>
      typeof window !== 'undefined' &&
      (window.AndroidApp !== undefined || !!window.webkit?.messageHandlers?.iosBridge),
  );

  useEffect(
    () =>
      listenForNativeCamera(
        (image) =>
          void dataUrlToBlob(image)
            .then((blob) =>
              compressImage(new File([blob], 'photo.jpg', { type: blob.type }), PHOTO_COMPRESSION),
            )
            .then((blob) => keep(gameId, 'photo', blob))
            .catch(() => showToast(playMessages.mediaFailed)),
        (video, durationMs) =>
          void dataUrlToBlob(video)
            .then((blob) => keep(gameId, 'video', blob, (durationMs ?? 0) / 1000))
            .catch(() => showToast(playMessages.mediaFailed)),
      ),
    [gameId],
  );

  const onPhoto = (file: File) =>
    void compressImage(file, PHOTO_COMPRESSION)
      .then((blob) => keep(gameId, 'photo', blob))
      .catch(() => showToast(playMessages.mediaFailed));
  const onVideo = (file: File) =>
    void videoSeconds(file).then((seconds) => {
      if (seconds > VIDEO_MAX_SECONDS + 1) {
        showToast(`동영상은 ${VIDEO_MAX_SECONDS / 60}분까지 저장할 수 있어요.`);
        return;
      }
      return keep(gameId, 'video', file, seconds);
    });

  if (native) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          leadingIcon={<CameraIcon size={20} />}
          onClick={() => openNativeCamera('photo')}
        >
          사진 찍기
        </Button>
        <Button
          variant="outline"
          leadingIcon={<VideoIcon size={20} />}
          onClick={() => openNativeCamera('video')}
        >
          동영상 찍기
        </Button>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <FileButton label="사진 찍기" accept="image/*" capture="environment" onFile={onPhoto} fullWidth>
        <CameraIcon size={20} />
        사진 찍기
      </FileButton>
      <FileButton label="동영상 찍기" accept="video/*" capture="environment" onFile={onVideo} fullWidth>
        <VideoIcon size={20} />
        동영상 찍기
      </FileButton>
    </div>
  );
}
