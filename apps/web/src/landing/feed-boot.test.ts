import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ENTRY_ID,
  APP_HOLD_MS,
  BOOT_PHOTO_ID,
  BOOT_PICTURE_EVENT,
  bootFeed,
  FEED_FIRST_PAGE,
  firstPicture,
} from './feed-boot';

/*
 * The boot of / (issue 20 "Speed"): before the app has loaded, a signed-in player's plain feed asks
 * for its first page and paints the first post's photo; every other page is left alone.
 */

const PHOTO = '/uploads/games/42/start.jpg';
// The fields the boot reads of core's FeedPost (the feed's tests use the full fixtures).
const finishedPost = (photos = [{ url: PHOTO, mediaType: 'IMAGE' }]) => ({
  type: 'game',
  isCompleted: true,
  photos,
});
const upcomingPost = {
  type: 'upcoming_game',
  isCompleted: false,
  photos: [{ url: '/x.jpg', mediaType: 'IMAGE' }],
};

function answer(status: number, items: unknown[]) {
  return vi.fn(async () => new Response(JSON.stringify({ items }), { status }));
}

const bootPhoto = () => document.getElementById(BOOT_PHOTO_ID) as HTMLImageElement | null;

const ENTRY = '/assets/index-test.js';
/** The app's entry as the build parks it (scripts/park-app-entry.ts). */
function parkEntry() {
  const parked = document.createElement('script');
  parked.id = APP_ENTRY_ID;
  parked.type = 'text/x-hanpan-app';
  parked.dataset.src = ENTRY;
  document.head.append(parked);
}
/** The module script that runs the app, once the boot has started it. */
const appScript = () => document.querySelector<HTMLScriptElement>(`script[type="module"][src="${ENTRY}"]`);

/** jsdom loads no image and has no decode(): each test says when the photo is ready to paint. */
let decoded: () => void = () => {};
beforeEach(() => {
  HTMLImageElement.prototype.decode = () =>
    new Promise<void>((resolve) => {
      decoded = resolve;
    });
  window.localStorage.setItem('accessToken', 'token-1');
  window.localStorage.setItem('appOnboardingDone', '1');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  appScript()?.remove();
  document.getElementById(APP_ENTRY_ID)?.remove();
  bootPhoto()?.remove();
  delete window.__hanpanFeedBoot;
  window.localStorage.clear();
});

describe('the boot of /', () => {
  it("asks for the feed's first page with the player's token and paints the first post's photo in the feed's box", async () => {
    const fetchMock = answer(200, [finishedPost()]);
    vi.stubGlobal('fetch', fetchMock);
    const heard = vi.fn();
    window.addEventListener(BOOT_PICTURE_EVENT, heard);

    bootFeed();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(FEED_FIRST_PAGE);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    await vi.waitFor(() => expect(bootPhoto()?.getAttribute('src')).toBe(PHOTO));
    expect(bootPhoto()?.alt).toBe('');
    expect(window.__hanpanFeedBoot?.picture).toBe(PHOTO);
    expect(heard).toHaveBeenCalledTimes(1);
    // The app reads the same answer afterwards: the boot only read a copy of it.
    const page = (await (await window.__hanpanFeedBoot!.response).json()) as { items: unknown[] };
    expect(page.items).toHaveLength(1);
    window.removeEventListener(BOOT_PICTURE_EVENT, heard);
  });

  it('removes its photo before a frame shows another screen', async () => {
    vi.stubGlobal('fetch', answer(200, [finishedPost()]));
    bootFeed();
    await vi.waitFor(() => expect(bootPhoto()).not.toBeNull());

    window.history.pushState(null, '', '/set-profile');
    await vi.waitFor(() => expect(bootPhoto()).toBeNull());
  });

  it.each([
    ['a pinned game', '/?gameId=3'],
    ["one player's games", '/feed?userId=5'],
    ['another screen', '/profile/0'],
  ])('leaves %s alone', (_name, path) => {
    const fetchMock = answer(200, [finishedPost()]);
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', path);
    bootFeed();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__hanpanFeedBoot).toBeUndefined();
  });

  it('leaves a signed-out visitor and a first visit (the onboarding slides come first) alone', () => {
    const fetchMock = answer(200, [finishedPost()]);
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.removeItem('accessToken');
    bootFeed();
    window.localStorage.setItem('accessToken', 'token-1');
    window.localStorage.removeItem('appOnboardingDone');
    bootFeed();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('paints nothing for a refused answer or a first post without a photo, and leaves the answer to the app', async () => {
    for (const [status, items] of [
      [401, []],
      [200, [upcomingPost]],
      [200, []],
    ] as const) {
      vi.stubGlobal('fetch', answer(status, [...items]));
      bootFeed();
      const response = await window.__hanpanFeedBoot!.response;
      expect(response.status).toBe(status);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(bootPhoto()).toBeNull();
      expect(window.__hanpanFeedBoot!.picture).toBeNull();
    }
  });
});

describe('the boot starts the app', () => {
  beforeEach(parkEntry);

  it('at once on any other screen, from the parked entry, once', () => {
    window.history.replaceState(null, '', '/profile/0');
    bootFeed();
    expect(appScript()?.crossOrigin).toBe('');
    expect(document.getElementById(APP_ENTRY_ID)).toBeNull();
    bootFeed();
    expect(document.querySelectorAll(`script[src="${ENTRY}"]`)).toHaveLength(1);
  });

  it('only once the page is parked and parsed (the app looks for #root)', () => {
    window.history.replaceState(null, '', '/init');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    bootFeed();
    expect(appScript()).toBeNull();
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScript()).not.toBeNull();
  });

  it('on the plain feed only after the first photo is painted, so its paint waits for no JavaScript', async () => {
    vi.stubGlobal('fetch', answer(200, [finishedPost()]));
    bootFeed();
    await vi.waitFor(() => expect(bootPhoto()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appScript()).toBeNull();

    decoded();
    await vi.waitFor(() => expect(appScript()).not.toBeNull());
  });

  it('on the plain feed at once when there is no photo to paint or the answer failed', async () => {
    vi.stubGlobal('fetch', answer(200, [upcomingPost]));
    bootFeed();
    await vi.waitFor(() => expect(appScript()).not.toBeNull());

    appScript()!.remove();
    parkEntry();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    bootFeed();
    await vi.waitFor(() => expect(appScript()).not.toBeNull());
    expect(bootPhoto()).toBeNull();
  });

  it(`after ${APP_HOLD_MS} ms however long the answer takes`, () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    bootFeed();
    vi.advanceTimersByTime(APP_HOLD_MS - 1);
    expect(appScript()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(appScript()).not.toBeNull();
  });
});

describe('firstPicture', () => {
  it("is a finished game's headline photo, never a video, an open game or an invitation", () => {
    expect(firstPicture(finishedPost())).toBe(PHOTO);
    expect(
      firstPicture(finishedPost([{ url: '/uploads/games/42/rally.mp4', mediaType: 'VIDEO' }])),
    ).toBeNull();
    expect(firstPicture(finishedPost([]))).toBeNull();
    expect(firstPicture(upcomingPost)).toBeNull();
    expect(firstPicture({})).toBeNull();
    expect(firstPicture(undefined)).toBeNull();
  });
});
