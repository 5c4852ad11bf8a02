import { detectPlatform, IOS_BRIDGE } from '@/lib/native-bridge';

/*
 * The camera the original play screen uses: the Android app's `AndroidApp.openCamera()` /
 * `openVideoCamera()`, the iOS app's `iosBridge` message ({action:'openCamera', type}), both
 * answering through `window.onGameCameraResult(base64Image)` /
 * `window.onGameVideoCameraResult(base64Video, durationMs)` (also the older names without "Game").
 * In a browser: a file input with `capture`.
 */
type PhotoCallback = (base64Image: string) => void;
type VideoCallback = (base64Video: string, durationMs?: number) => void;

declare global {
  interface Window {
    onCameraResult?: PhotoCallback | null;
    onGameCameraResult?: PhotoCallback | null;
    onVideoCameraResult?: VideoCallback | null;
    onGameVideoCameraResult?: VideoCallback | null;
  }
}

export type CameraKind = 'photo' | 'video';

/** Registers the apps' answer callbacks while the play screen is open; returns the cleanup. */
export function listenForNativeCamera(onPhoto: PhotoCallback, onVideo: VideoCallback): () => void {
  window.onCameraResult = onPhoto;
  window.onGameCameraResult = onPhoto;
  window.onVideoCameraResult = onVideo;
  window.onGameVideoCameraResult = onVideo;
  return () => {
    window.onCameraResult = null;
    window.onGameCameraResult = null;
    window.onVideoCameraResult = null;
    window.onGameVideoCameraResult = null;
  };
}

/**
 * Asks the app's camera; true when one was asked (its answer comes through the callbacks), false
 * where there is none: the caller opens the file input instead.
 */
export function openNativeCamera(kind: CameraKind): boolean {
  const android = window.AndroidApp;
  if (android) {
    const open = kind === 'photo' ? android.openCamera : android.openVideoCamera;
    if (open) {
      try {
        open.call(android);
        return true;
      } catch {
        return false;
      }
    }
  }
  const ios = window.webkit?.messageHandlers?.[IOS_BRIDGE];
  if (ios && detectPlatform() !== 'android') {
    try {
      ios.postMessage({ action: 'openCamera', type: kind });
      return true;
    } catch {
      return false;
    }
  }
  return false;
}
