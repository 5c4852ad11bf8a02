import type { StoryPicture } from './story-draw';
import { fontOf } from './story-layout';

/** Drawing waits at most this long for the fonts; after it, the fallback font draws. */
const FONT_WAIT_MS = 3_000;

/**
 * Loads the Korean subsets of the fonts the picture uses for exactly these texts (Pretendard comes
 * as a dynamic subset: a glyph's file loads only when asked). Without it, the first drawing would
 * use the fallback font and never be redrawn. Never throws.
 */
export async function loadStoryFonts(texts: string): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return;
  const loads = Promise.all([500, 600, 700, 800].map((weight) => fonts.load(fontOf(weight, 48), texts)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FONT_WAIT_MS);
  });
  try {
    await Promise.race([loads.then(() => undefined), timeout]);
  } catch {
    // A font that failed to load: the fallback draws.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads a picture for the canvas with `crossOrigin='anonymous'`, so drawing it keeps the canvas
 * exportable (uploads answer with CORS headers, decision 030). Null without a URL or when it fails
 * (another origin without CORS, gone): the picture then shows the initial instead.
 */
export function loadStoryPicture(url: string | null): Promise<StoryPicture | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 ? { image, width: image.naturalWidth, height: image.naturalHeight } : null,
      );
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
