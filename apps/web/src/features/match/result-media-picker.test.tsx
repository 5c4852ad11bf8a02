import type { GameMedia, GameResult } from '@hanpan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';
import type * as MatchMedia from './match-media';
import type { MatchMediaItem } from './match-media';
import { gameResultFixture, GAME_ID, HAEUN, ME } from './match.test-support';

const kept = vi.hoisted(() => ({ items: [] as MatchMediaItem[] }));
vi.mock('./match-media', async (importOriginal) => ({
  ...(await importOriginal<typeof MatchMedia>()),
  listMatchMedia: async () => kept.items,
}));
const duration = vi.hoisted(() => ({ seconds: 30 as number | null }));
vi.mock('./video-duration', () => ({ readVideoDuration: async () => duration.seconds }));

beforeAll(async () => {
  await import('@/routes/result-screen');
  await import('./result-view');
  await import('./result-media-picker');
});

beforeEach(() => {
  duration.seconds = 30;
  kept.items = [
    {
      id: 'a',
      gameId: GAME_ID,
      type: 'image',
      data: new Blob(['x'], { type: 'image/jpeg' }),
      timestamp: 1,
      duration: 0,
    },
    {
      id: 'b',
      gameId: GAME_ID,
      type: 'video',
      data: new Blob(['v'], { type: 'video/webm' }),
      timestamp: 2,
      duration: 12,
    },
  ];
});

function mediaFixture(overrides: Partial<GameMedia> = {}): GameMedia {
  return {
    id: 1,
    userId: ME,
    url: 'https://hanpan.test/uploads/game-media/7/a-1280.webp',
    mediaType: 'IMAGE',
    order: 1,
    contentType: 'image/webp',
    duration: null,
    createdAt: '2026-11-20T10:30:00+09:00',
    ...overrides,
  };
}

/** Opens the result; `upload` answers each POST (its form's part name and file are recorded). */
function open(result: GameResult, upload: (index: number) => Response) {
  const sent: Array<{ part: string; type: string }> = [];
  mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/user-profile/my/profile': () => json(200, myProfile()),
    'GET /api/games/7/result': () => json(200, result),
    // The picker sits in the after-match form, which first asks what was already sent.
    'GET /api/games/7/review': () => json(200, { reviewed: false, ruleRated: false }),
    'POST /api/games/7/pictures': ({ body }) => {
      const [part, file] = [...(body as FormData).entries()][0] as [string, File];
      sent.push({ part, type: file.type });
      return upload(sent.length - 1);
    },
  });
  renderApp('/games/7/result', { token: 't' });
  return sent;
}

const stored = (index: number) => json(201, [mediaFixture({ id: 10 + index, order: index + 1 })]);

describe('the result media picker', () => {
  it('uploads the chosen device and gallery items in the chosen order, one by one', async () => {
    const user = userEvent.setup();
    const sent = open(gameResultFixture(), stored);
    const region = await screen.findByRole('region', { name: '사진과 동영상 올리기' });
    // The kept items are read from IndexedDB after the region renders: wait for them (a busy
    // machine lost this race in a CI rehearsal).
    const keptList = await within(region).findByRole('list', { name: '이 기기에 저장한 사진과 동영상' });
    await user.click(within(keptList).getByRole('button', { name: '동영상 2 선택' }));
    await user.click(within(keptList).getByRole('button', { name: '사진 1 선택' }));
    await user.upload(
      within(region).getByLabelText('갤러리에서 고르기'),
      new File(['g'], 'beach.mp4', { type: 'video/mp4' }),
    );
    const order = within(region).getByRole('list', { name: '올릴 순서' });
    await waitFor(() => expect(within(order).getAllByRole('listitem')).toHaveLength(3));
    // The gallery video goes first.
    await user.click(within(order).getByRole('button', { name: '3번 동영상 위로' }));
    await user.click(within(order).getByRole('button', { name: '2번 동영상 위로' }));
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('동영상 · 갤러리'),
      expect.stringContaining('동영상 · 이 기기'),
      expect.stringContaining('사진 · 이 기기'),
    ]);
    await user.click(within(region).getByRole('button', { name: '3개 올리기' }));
    expect(await within(region).findByRole('status')).toHaveProperty(
      'textContent',
      '사진과 동영상을 올렸어요.',
    );
    expect(sent).toEqual([
      { part: 'videos', type: 'video/mp4' },
      { part: 'videos', type: 'video/webm' },
      { part: 'pictures', type: 'image/jpeg' },
    ]);
  });

  it('stops at a failed item with the Korean message and retries from it', async () => {
    const user = userEvent.setup();
    let fail = true;
    const sent = open(gameResultFixture(), (index) => {
      if (index === 1 && fail) {
        fail = false;
        return json(413, {
          error: { code: 'video_too_large', message: '동영상은 50MB 이하여야 해요.' },
          message: '동영상은 50MB 이하여야 해요.',
        });
      }
      return stored(index);
    });
    const region = await screen.findByRole('region', { name: '사진과 동영상 올리기' });
    await user.click(await within(region).findByRole('button', { name: '사진 1 선택' }));
    await user.click(within(region).getByRole('button', { name: '동영상 2 선택' }));
    await user.click(within(region).getByRole('button', { name: '2개 올리기' }));
    expect(await within(region).findByRole('alert')).toHaveProperty(
      'textContent',
      '동영상은 50MB 이하여야 해요.',
    );
    expect(
      within(region).getByRole('progressbar', { name: '올리는 중' }).getAttribute('aria-valuetext'),
    ).toBe('2개 중 1개 올렸어요');
    await user.click(within(region).getByRole('button', { name: '다시 시도' }));
    await within(region).findByText('사진과 동영상을 올렸어요.');
    // The photo went once; only the video was sent again.
    expect(sent.map((item) => item.part)).toEqual(['pictures', 'videos', 'videos']);
  });

  it('keeps a player at five in Korean, counting what they already uploaded', async () => {
    const user = userEvent.setup();
    const mine = [1, 2, 3, 4].map((order) => mediaFixture({ id: order, order }));
    const theirs = mediaFixture({
      id: 9,
      userId: HAEUN,
      order: 1,
      mediaType: 'VIDEO',
      contentType: 'video/mp4',
      duration: 8,
      url: 'https://hanpan.test/uploads/game-videos/7/b-video.mp4',
    });
    open(gameResultFixture({ media: [...mine, theirs] }), stored);
    const region = await screen.findByRole('region', { name: '사진과 동영상 올리기' });
    expect(within(region).getByText(/이미 4개를 올렸어요/)).toBeTruthy();
    expect(
      within(within(region).getByRole('list', { name: '올린 사진과 동영상' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await user.click(await within(region).findByRole('button', { name: '사진 1 선택' }));
    await user.click(within(region).getByRole('button', { name: '동영상 2 선택' }));
    expect(within(region).getByRole('alert').textContent).toBe(
      '사진과 동영상은 한 경기에 5개까지 올릴 수 있어요.',
    );
    expect(
      within(within(region).getByRole('list', { name: '올릴 순서' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('refuses a gallery video over 50 MB or 120 s and a file that is neither, in Korean', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open(gameResultFixture(), stored);
    const region = await screen.findByRole('region', { name: '사진과 동영상 올리기' });
    const input = within(region).getByLabelText('갤러리에서 고르기');
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    await user.upload(input, big);
    expect(within(region).getByRole('alert').textContent).toBe('동영상은 50MB 이하여야 해요.');
    duration.seconds = 121;
    await user.upload(input, new File(['x'], 'long.mp4', { type: 'video/mp4' }));
    await waitFor(() =>
      expect(within(region).getByRole('alert').textContent).toBe('120초가 넘는 동영상은 올릴 수 없어요.'),
    );
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(region).getByRole('alert').textContent).toBe('사진이나 동영상만 올릴 수 있어요.');
    expect(within(region).queryByRole('list', { name: '올릴 순서' })).toBeNull();
  });

  it('offers no upload for an abandoned match', async () => {
    open(gameResultFixture({ abandoned: true, winnerIdx: 0 }), stored);
    expect(await screen.findByRole('heading', { name: '기록 없이 끝난 경기예요' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '사진과 동영상 올리기' })).toBeNull();
  });
});
