import { saveImageToGallery } from '@/lib/native-bridge';

export type StorySaveOutcome = 'app' | 'downloaded' | 'failed';

/** Spec §8: the photo save's outcome as a toast. */
export const STORY_SAVE_MESSAGES: Record<StorySaveOutcome, string> = {
  app: '스토리 이미지를 사진첩에 저장했어요.',
  downloaded: '스토리 이미지를 저장했어요.',
  failed: '사진 저장에 실패했어요. 다시 시도해 주세요.',
};

/** The file a browser downloads. */
export function storyFileName(gameId: number): string {
  return `hanpan-story-${gameId}.png`;
}

/**
 * Saves the drawn picture: to the apps' photo gallery through their bridges (spec §2), else as a
 * PNG file download. 'failed' when the canvas cannot be exported (a picture from another origin
 * without CORS tainted it) or the browser gave no file.
 */
export async function saveStoryImage(canvas: HTMLCanvasElement, gameId: number): Promise<StorySaveOutcome> {
  try {
    if (saveImageToGallery(() => canvas.toDataURL('image/png'))) return 'app';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return 'failed';
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = storyFileName(gameId);
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked later, not at once: some browsers read the file after click() returned.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return 'downloaded';
  } catch {
    return 'failed';
  }
}
