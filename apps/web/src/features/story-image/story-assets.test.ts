import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStoryPicture } from './story-assets';

/** An Image that records how it was asked for and answers as told. */
function fakeImage(outcome: 'load' | 'error') {
  const made: { crossOrigin: string | null; src: string }[] = [];
  class FakeImage {
    crossOrigin: string | null = null;
    decoding = 'auto';
    naturalWidth = 640;
    naturalHeight = 640;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      made.push({ crossOrigin: this.crossOrigin, src: value });
      queueMicrotask(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadStoryPicture', () => {
  it('asks for the picture with CORS (anonymous) before setting its address, so the canvas stays exportable', async () => {
    const made = fakeImage('load');
    const picture = await loadStoryPicture('https://api.hanpan.kr/uploads/avatars/5/a-640.webp');
    expect(made).toEqual([
      { crossOrigin: 'anonymous', src: 'https://api.hanpan.kr/uploads/avatars/5/a-640.webp' },
    ]);
    expect(picture).toMatchObject({ width: 640, height: 640 });
  });

  it('gives nothing (the initial draws) when the picture fails or there is none', async () => {
    fakeImage('error');
    expect(await loadStoryPicture('https://elsewhere.example/no-cors.jpg')).toBeNull();
    expect(await loadStoryPicture(null)).toBeNull();
  });
});
