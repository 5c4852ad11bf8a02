import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, json } from '@/test/render-app';
import { feedPage, feedPostFixture } from './feed.test-support';
import { FEED_KEYS } from './feed-keys';

/*
 * The head start of / (issue 20 "Speed"): the boot (landing/feed-boot.ts) asked for the first page
 * and painted its photo before the app loaded; the feed takes that answer instead of asking again,
 * its skeleton draws the same photo, and the boot's copy goes once the posts are drawn. Its own file:
 * the boot's answer is read when the feed's module loads (module state), and each test file has
 * fresh modules.
 */

const PHOTO = '/uploads/games/42/start.jpg';
const boot = vi.hoisted(() => {
  // What feed-boot.ts leaves for the app, set before any module of the feed loads; its answer
  // arrives when the test says.
  const state = { answer: (_response: Response) => {} };
  const response = new Promise<Response>((resolve) => {
    state.answer = resolve;
  });
  window.__hanpanFeedBoot = { at: Date.now(), response, picture: null };
  return state;
});

beforeAll(async () => {
  await import('@/routes/home-screen');
  await import('./feed-view');
});

beforeEach(() => {
  // A returning player: past the onboarding slides and the hint, which would cover the feed.
  window.localStorage.setItem(FEED_KEYS.appOnboardingDone, '1');
  window.localStorage.setItem(FEED_KEYS.feedHintSeen, '1');
  // jsdom has no media playback.
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
  window.HTMLMediaElement.prototype.pause = () => {};
});

describe('the head start of /', () => {
  it("takes the boot's first page instead of asking again, draws its photo, and removes the boot's copy once the posts are drawn", async () => {
    // The boot reads the photo after the app has started: the skeleton hears it by the event.
    const bootPhoto = document.createElement('img');
    bootPhoto.id = 'feed-boot-photo';
    document.body.prepend(bootPhoto);
    const fetchMock = mockApi({
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'GET /api/games/42/ranking': () => json(200, { rankings: [] }),
    });
    renderApp('/', { token: 't' });

    window.__hanpanFeedBoot!.picture = PHOTO;
    window.dispatchEvent(new Event('hanpan:feed-picture'));
    const skeletonPhoto = await vi.waitFor(() => {
      const img = document.querySelector<HTMLImageElement>(`#main img[src="${PHOTO}"]`);
      expect(img).not.toBeNull();
      return img!;
    });
    expect(skeletonPhoto.closest('[aria-busy="true"], [role="status"]')).not.toBeNull();
    expect(document.getElementById('feed-boot-photo')).not.toBeNull();

    boot.answer(feedPage([feedPostFixture()]));
    expect(await screen.findByRole('region', { name: '하은 vs 도윤 · 한 손 탁구 11점' })).toBeTruthy();
    // The feed read the boot's answer: the page was not asked again.
    const feedCalls = fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), window.location.origin).pathname === '/api/feed',
    );
    expect(feedCalls).toHaveLength(0);
    await vi.waitFor(() => expect(document.getElementById('feed-boot-photo')).toBeNull());
  });
});
