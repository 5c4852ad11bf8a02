import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderApp, session } from '@/test/render-app';
import { feedPage, feedPostFixture, upcomingPostFixture } from './feed.test-support';
import { firstPictureOf } from './feed-head-start';
import { FEED_KEYS } from './feed-keys';

/*
 * The head start of / (issue 20 "Speed"): the first page is asked for beside the session check,
 * once, and the first post's photo is preloaded from that answer. Its own file: the head start
 * happens once per page load (module state), and each test file has fresh modules.
 */

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
  it('asks for the first page right after the session, while it is still checked, once, and preloads its first photo', async () => {
    const sessionAnswer = deferred<Response>();
    const fetchMock = mockApi({
      'GET /api/auth/session': () => sessionAnswer.promise,
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'GET /api/games/42/ranking': () => json(200, { rankings: [] }),
    });
    renderApp('/', { token: 't' });
    const feedCalls = () =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL(String(input), window.location.origin).pathname === '/api/feed',
      );

    await vi.waitFor(() => expect(feedCalls()).toHaveLength(1));
    // The session first: its answer lets the screen render (a one-thread database answers in turn).
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), window.location.origin).pathname,
    );
    expect(paths.indexOf('/api/auth/session')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/api/auth/session')).toBeLessThan(paths.indexOf('/api/feed'));
    expect(new URL(String(feedCalls()[0]![0]), window.location.origin).search).toBe('?size=20');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        '/uploads/games/42/start.jpg',
      ),
    );

    sessionAnswer.resolve(json(200, session()));
    expect(await screen.findByRole('region', { name: '하은 vs 도윤 · 한 손 탁구 11점' })).toBeTruthy();
    // The view read the answer already on its way: the page was not asked again.
    expect(feedCalls()).toHaveLength(1);
  });
});

describe('firstPictureOf', () => {
  it("is a finished game's headline photo, never a video, an open game or an invitation", () => {
    expect(firstPictureOf(feedPostFixture())).toBe('/uploads/games/42/start.jpg');
    expect(
      firstPictureOf(
        feedPostFixture({ photos: [{ url: '/uploads/games/42/rally.mp4', mediaType: 'VIDEO' }] }),
      ),
    ).toBeNull();
    expect(firstPictureOf(feedPostFixture({ photos: [] }))).toBeNull();
    expect(
      firstPictureOf(upcomingPostFixture({ photos: [{ url: '/uploads/x.jpg', mediaType: 'IMAGE' }] })),
    ).toBeNull();
    expect(firstPictureOf({ type: 'invite' })).toBeNull();
    expect(firstPictureOf(undefined)).toBeNull();
  });
});
