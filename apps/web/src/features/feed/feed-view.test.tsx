import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialogs, listPage } from '@/features/rules/rules.test-support';
import { labelInNameProblems } from '@/test/label-in-name';
import { deferred, json, mockApi, renderApp, session } from '@/test/render-app';
import {
  feedPage,
  feedPostFixture,
  invitePostFixture,
  likerFixture,
  rankingEntryFixture,
  rankingFixture,
  upcomingPostFixture,
} from './feed.test-support';
import type { FeedSwipeProps } from './feed-swipe';

/*
 * The swipe's gestures are their own work (feed-swipe.tsx, use-long-press.ts): here they are
 * stand-ins that keep the contract — every post with its pages in order, and buttons for what a
 * finger does (near the end, a double tap, a long press) — so these tests judge the screen alone.
 */
vi.mock('./feed-swipe', () => ({
  FeedSwipe: function FakeFeedSwipe<Post>(props: FeedSwipeProps<Post>) {
    return (
      <div>
        {props.posts.map((post) => (
          <section key={props.postKey(post)} aria-label={props.postLabel(post)} className="relative">
            <ol aria-label="페이지">
              {props.pagesOf(post).map((page) => (
                <li key={page.key} aria-label={page.label}>
                  {page.render(true)}
                </li>
              ))}
            </ol>
            <button type="button" onClick={() => props.onDoubleTap?.(post)}>
              두 번 탭
            </button>
            {props.renderOverlay?.(post, true)}
          </section>
        ))}
        <button type="button" onClick={() => props.onNearEnd?.()}>
          끝에 가까워짐
        </button>
      </div>
    );
  },
}));
vi.mock('./use-long-press', () => ({
  LONG_PRESS_MS: 500,
  useLongPress: (onLongPress: () => void) => ({
    onPointerDown: () => {},
    onPointerUp: () => {},
    onPointerLeave: () => {},
    onPointerCancel: () => {},
    onClickCapture: () => {},
    // A stand-in for holding the button: the context menu a long press raises on touch screens.
    onContextMenu: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onLongPress();
    },
  }),
}));
const overlays = vi.hoisted(() => ({ onboardingDone: true, hintSeen: true, slidesMounted: 0 }));
vi.mock('./app-onboarding', async () => {
  const { useEffect } = await import('react');
  return {
    isAppOnboardingDone: () => overlays.onboardingDone,
    AppOnboarding: function FakeOnboarding({ onDone }: { onDone: () => void }): ReactNode {
      useEffect(() => {
        overlays.slidesMounted++;
      }, []);
      return (
        <div role="dialog" aria-label="한판 시작하기">
          <button type="button" onClick={onDone}>
            시작하기
          </button>
        </div>
      );
    },
  };
});
vi.mock('./feed-hint', () => ({
  isFeedHintSeen: () => overlays.hintSeen,
  FeedHint: ({ onDone }: { onDone: () => void }): ReactNode => (
    <button type="button" onClick={onDone}>
      피드 안내 닫기
    </button>
  ),
}));

type Handlers = Parameters<typeof mockApi>[0];

beforeAll(async () => {
  await import('@/routes/home-screen');
  await import('./feed-view');
  await import('@/features/comments/comments-sheet');
});

beforeEach(() => {
  overlays.onboardingDone = true;
  overlays.hintSeen = true;
  overlays.slidesMounted = 0;
  // jsdom has no media playback.
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
  window.HTMLMediaElement.prototype.pause = () => {};
});

function open(path: string, handlers: Handlers) {
  const fetchMock = mockApi({
    'GET /api/auth/session': () => json(200, session()),
    'GET /api/games/42/ranking': () => json(200, rankingFixture()),
    'GET /api/games/77/ranking': () =>
      json(404, { error: { code: 'game_ranking_missing', message: '랭킹 기록이 없는 경기예요.' } }),
    ...handlers,
  });
  const view = renderApp(path, { token: 't' });
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The URLs of every call to `path` the screen made. */
function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string, method = 'GET'): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === path);
}

const post = (name: string) => screen.findByRole('region', { name });
const HAEUN_VS_DOYUN = '하은 vs 도윤 · 한 손 탁구 11점';
const OPEN_GAME = '하은님의 경기 · 한 손 탁구 11점';

function pageLabels(region: HTMLElement): string[] {
  const pages = within(region).getByRole('list', { name: '페이지' });
  return within(pages)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === pages)
    .map((item) => item.getAttribute('aria-label') ?? '');
}

describe('the feed (/)', () => {
  it('draws a finished game as photo, game info, friend ranking, then the further media; an open game as info and ranking', async () => {
    open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture(), upcomingPostFixture(), invitePostFixture()]),
    });
    const finished = await post(HAEUN_VS_DOYUN);
    expect(pageLabels(finished)).toEqual(['사진 1', '경기 정보', '친구 랭킹', '영상 2']);
    const inFinished = within(finished);
    const photo = finished.querySelector('img[src="/uploads/games/42/start.jpg"]');
    expect(photo?.getAttribute('width')).toBeTruthy();
    expect(photo?.getAttribute('height')).toBeTruthy();
    const video = finished.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(inFinished.getByText('서울 마포구 망원한강공원')).toBeTruthy();
    // 06:00Z is 15:00 in Seoul.
    expect(inFinished.getByText('2026년 11월 20일 (금) 오후 3:00')).toBeTruthy();
    expect(inFinished.getByText('기존 스포츠 > 탁구')).toBeTruthy();
    expect(inFinished.getByLabelText('세트 2 대 1')).toBeTruthy();
    expect(inFinished.getByText('하은 승리')).toBeTruthy();
    expect(
      within(inFinished.getByRole('list', { name: '세트별 점수' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1세트11 : 7', '2세트9 : 11', '3세트11 : 4']);
    expect(inFinished.getByText('매너가 좋았어요')).toBeTruthy();
    expect(await inFinished.findByText('1위')).toBeTruthy();

    const upcoming = await post(OPEN_GAME);
    expect(pageLabels(upcoming)).toEqual(['경기 정보', '친구 랭킹']);
    expect(within(upcoming).getByText('장소 미정')).toBeTruthy();
    expect(within(upcoming).getByText('시간 미정')).toBeTruthy();
    // Likes are for finished games only.
    expect(within(upcoming).queryByRole('button', { name: '좋아요' })).toBeNull();

    const invite = await post('한판 초대');
    expect(within(invite).getByRole('button', { name: '친구 초대하기' })).toBeTruthy();
    expect(labelInNameProblems()).toEqual([]); // WCAG 2.5.3 (issue 16 §26)
  });

  it('says when the ranking is unavailable (404) and retries a failed one', async () => {
    let rankingAnswers = 0;
    open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture(), feedPostFixture({ id: 43 })]),
      'GET /api/games/42/ranking': () =>
        json(404, { error: { code: 'game_ranking_missing', message: '랭킹 기록이 없는 경기예요.' } }),
      'GET /api/games/43/ranking': () =>
        ++rankingAnswers === 1
          ? json(500, { error: { code: 'internal_error', message: '서버 오류' } })
          : json(
              200,
              rankingFixture([rankingEntryFixture({ nickname: '서연', userId: 9, isPlayer: false })]),
            ),
    });
    const [first, second] = await screen.findAllByRole('region', { name: HAEUN_VS_DOYUN });
    expect(
      await within(first!).findByText(
        '랭킹 기록이 없는 경기예요. 2025년 10월 7일부터 치른 경기에 랭킹이 남아요.',
      ),
    ).toBeTruthy();
    const ranking = within(within(second!).getByRole('region', { name: '친구 랭킹' }));
    expect(await ranking.findByText('랭킹 정보를 불러오는 데 실패했어요.')).toBeTruthy();
    await userEvent.setup().click(ranking.getByRole('button', { name: '다시 시도' }));
    expect(await ranking.findByText('서연')).toBeTruthy();
  });

  it('likes at once and rolls back with the failure toast when the server refuses', async () => {
    const answer = deferred<Response>();
    const { user } = open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'POST /api/games/42/like': () => answer.promise,
    });
    const finished = within(await post(HAEUN_VS_DOYUN));
    await user.click(finished.getByRole('button', { name: '좋아요', pressed: false }));
    expect(finished.getByRole('button', { name: '좋아요', pressed: true })).toBeTruthy();
    expect(finished.getByRole('button', { name: '좋아요 5개, 좋아요한 사람 보기' })).toBeTruthy();

    answer.resolve(json(500, { error: { code: 'internal_error', message: '서버 오류' } }));
    expect(await screen.findByText('요청을 처리하는 중 오류가 발생했어요.')).toBeTruthy();
    expect(finished.getByRole('button', { name: '좋아요', pressed: false })).toBeTruthy();
    expect(finished.getByRole('button', { name: '좋아요 4개, 좋아요한 사람 보기' })).toBeTruthy();
  });

  it("keeps the server's count after a like, and a double tap likes once with a heart but never unlikes", async () => {
    const { user, fetchMock } = open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'POST /api/games/42/like': () => json(200, { isLiked: true, totalCount: 9 }),
    });
    const finished = within(await post(HAEUN_VS_DOYUN));
    await user.click(finished.getByRole('button', { name: '두 번 탭' }));
    expect(finished.getByTestId('like-heart')).toBeTruthy();
    expect(await finished.findByRole('button', { name: '좋아요 9개, 좋아요한 사람 보기' })).toBeTruthy();
    expect(finished.getByRole('button', { name: '좋아요', pressed: true })).toBeTruthy();

    await user.click(finished.getByRole('button', { name: '두 번 탭' }));
    expect(finished.getByRole('button', { name: '좋아요', pressed: true })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/games/42/like', 'POST')).toHaveLength(1);
  });

  it('shows the likers in a popup of at most 300 px on a long press, page by page', async () => {
    let pages = 0;
    const { user } = open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'GET /api/games/42/like/users': () =>
        ++pages === 1
          ? listPage([likerFixture()], 'next')
          : listPage([likerFixture({ userId: 9, nickname: '서연' })]),
    });
    const finished = within(await post(HAEUN_VS_DOYUN));
    await user.pointer({ keys: '[MouseRight]', target: finished.getByRole('button', { name: '좋아요' }) });
    const popup = await screen.findByRole('dialog', { name: '좋아요' });
    expect(popup.className).toContain('max-h-[300px]');
    expect(await within(popup).findByRole('link', { name: '도윤' })).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: '더 보기' }));
    expect((await within(popup).findByRole('link', { name: '서연' })).getAttribute('href')).toBe(
      '/profile/9',
    );
    await closeDialogs(user);
  });

  it('pins ?gameId= through GET /api/feed', async () => {
    const { fetchMock } = open('/?gameId=42', { 'GET /api/feed': () => feedPage([feedPostFixture()]) });
    await post(HAEUN_VS_DOYUN);
    expect(callsTo(fetchMock, '/api/feed').map((url) => url.searchParams.get('gameId'))).toEqual(['42']);
  });

  it("shows only that player's finished games for ?userId=, the pinned one first", async () => {
    const { fetchMock } = open('/feed?userId=5&gameId=43', {
      'GET /api/feed/user/5/completed': () =>
        feedPage([
          feedPostFixture(),
          feedPostFixture({
            id: 43,
            players: [
              { id: 5, name: '하은', avatar: null },
              { id: 9, name: '서연', avatar: null },
            ],
          }),
        ]),
      'GET /api/feed/game/43': () =>
        json(
          200,
          feedPostFixture({
            id: 43,
            players: [
              { id: 5, name: '하은', avatar: null },
              { id: 9, name: '서연', avatar: null },
            ],
          }),
        ),
      'GET /api/games/43/ranking': () => json(200, rankingFixture()),
    });
    await post(HAEUN_VS_DOYUN);
    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name?.includes(' vs '));
    expect(names).toEqual(['하은 vs 서연 · 한 손 탁구 11점', HAEUN_VS_DOYUN]);
    expect(callsTo(fetchMock, '/api/feed')).toEqual([]);
  });

  it('says there are no games yet, with the way to the game list', async () => {
    open('/', { 'GET /api/feed': () => feedPage([]) });
    expect(await screen.findByRole('heading', { name: '아직 경기가 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 찾기' }).getAttribute('href')).toBe('/game-list');
  });

  it('shows a failed load with 다시 시도, never a blank feed', async () => {
    let answers = 0;
    const { user } = open('/', {
      'GET /api/feed': () =>
        ++answers === 1
          ? json(500, { error: { code: 'internal_error', message: '서버 오류' } })
          : feedPage([feedPostFixture()]),
    });
    expect(await screen.findByText('피드를 불러오지 못했어요')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await post(HAEUN_VS_DOYUN)).toBeTruthy();
  });

  it('loads more near the end and drops a post that comes again on the next page', async () => {
    const second = (id: number, name: string) =>
      feedPostFixture({
        id,
        players: [
          { id: 5, name: '하은', avatar: null },
          { id: 20 + id, name, avatar: null },
        ],
      });
    const { user, fetchMock } = open('/', {
      'GET /api/feed': () => {
        return callsTo(fetchMock, '/api/feed').length === 1
          ? feedPage([feedPostFixture(), second(43, '서연')], 'c1')
          : feedPage([second(43, '서연'), second(44, '지호')]);
      },
      'GET /api/games/43/ranking': () => json(200, rankingFixture()),
      'GET /api/games/44/ranking': () => json(200, rankingFixture()),
    });
    await post(HAEUN_VS_DOYUN);
    await user.click(screen.getByRole('button', { name: '끝에 가까워짐' }));
    expect(await post('하은 vs 지호 · 한 손 탁구 11점')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: '하은 vs 서연 · 한 손 탁구 11점' })).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/feed').map((url) => url.searchParams.get('cursor'))).toEqual([
      null,
      'c1',
    ]);
  });

  it('keeps the posts when the next page fails, and fetches it again on 다시 시도', async () => {
    let answers = 0;
    const { user } = open('/', {
      'GET /api/feed': () => {
        answers += 1;
        if (answers === 1) return feedPage([feedPostFixture()], 'c1');
        if (answers === 2) return json(500, { error: { code: 'internal_error', message: '서버 오류' } });
        return feedPage([feedPostFixture({ id: 92, players: [{ id: 5, name: '하은', avatar: null }] })]);
      },
      'GET /api/games/92/ranking': () => json(200, rankingFixture()),
    });
    await post(HAEUN_VS_DOYUN);
    await user.click(screen.getByRole('button', { name: '끝에 가까워짐' }));
    expect(await screen.findByText('다음 경기를 불러오지 못했어요.')).toBeTruthy();
    expect(screen.getByRole('region', { name: HAEUN_VS_DOYUN })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await post('하은님의 경기 · 한 손 탁구 11점')).toBeTruthy();
    expect(screen.queryByText('다음 경기를 불러오지 못했어요.')).toBeNull();
  });

  it('applies from an open game: 신청했어요, and the post now offers 신청 취소', async () => {
    const { user, fetchMock } = open('/', {
      'GET /api/feed': () => feedPage([upcomingPostFixture()]),
      'POST /api/games/77/apply': () =>
        json(200, { gameId: 77, gameStatus: 'MATCHING', opponentId: null, applicationStatus: 'REQUESTED' }),
    });
    const upcoming = within(await post(OPEN_GAME));
    expect(await upcoming.findByText('경기가 끝나면 두 선수와 친구들의 랭킹을 보여 드려요.')).toBeTruthy();
    await user.click(upcoming.getByRole('button', { name: '신청하기' }));
    expect(await screen.findByText('신청했어요')).toBeTruthy();
    expect(await upcoming.findByRole('button', { name: '신청 취소' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/games/77/apply', 'POST')).toHaveLength(1);
  });

  it('offers the story image on my own finished game, and no report there', async () => {
    open('/', { 'GET /api/feed': () => feedPage([feedPostFixture({ isMyGame: true })]) });
    const mine = within(await post(HAEUN_VS_DOYUN));
    expect(mine.getByRole('link', { name: '스토리 이미지 만들기' }).getAttribute('href')).toBe(
      '/insta?gameId=42',
    );
    expect(mine.queryByRole('button', { name: '신고하기' })).toBeNull();
  });

  it("says the rule's title once when the caption repeats it (the server's caption is the title)", async () => {
    open('/', {
      'GET /api/feed': () =>
        feedPage([
          feedPostFixture({ caption: '한 손 탁구 11점' }),
          upcomingPostFixture({ caption: '점심에 한판 해요' }),
        ]),
    });
    // The words over the pages: who played, the rule, the caption, beside the post's menu.
    const overlayOf = async (name: string) =>
      within(within(await post(name)).getByRole('list', { name: '게시물 메뉴' }).parentElement!);
    expect((await overlayOf(HAEUN_VS_DOYUN)).getAllByText('한 손 탁구 11점')).toHaveLength(1);
    // A caption of its own is still shown under the title.
    const upcoming = await overlayOf(OPEN_GAME);
    expect(upcoming.getByText('한 손 탁구 11점', { exact: false })).toBeTruthy();
    expect(upcoming.getByText('점심에 한판 해요')).toBeTruthy();
  });

  it('shares a finished game as its pinned feed and an open game as its invite link', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, fetchMock } = open('/', {
        'GET /api/feed': () => feedPage([feedPostFixture(), upcomingPostFixture()]),
        'POST /api/invite': () => json(200, { url: 'https://hanpan.test/invite/abc' }),
      });
      await user.click(within(await post(HAEUN_VS_DOYUN)).getByRole('button', { name: '공유하기' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share.mock.calls[0]![0].url).toBe(`${window.location.origin}/?gameId=42`);
      await user.click(within(await post(OPEN_GAME)).getByRole('button', { name: '공유하기' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
      expect(share.mock.calls[1]![0].url).toBe('https://hanpan.test/invite/abc');
      expect(callsTo(fetchMock, '/api/invite', 'POST')[0]?.searchParams.get('gameId')).toBe('77');
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('opens the comments sheet of the post', async () => {
    const { user } = open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture()]),
      'GET /api/games/42/comments/tree': () => json(200, []),
    });
    await user.click(within(await post(HAEUN_VS_DOYUN)).getByRole('button', { name: '댓글' }));
    const sheet = within(await screen.findByRole('dialog', { name: '댓글' }));
    expect(await sheet.findByText('아직 댓글이 없습니다.')).toBeTruthy();
    await closeDialogs(user);
  });

  it('shows the comment count the server has once the comments sheet closes', async () => {
    const { user } = open('/', {
      'GET /api/feed': () => feedPage([feedPostFixture({ commentCount: 2 })]),
      'GET /api/games/42/comments/tree': () => json(200, []),
      // Someone's comment was added (or one deleted) while the sheet was open.
      'GET /api/feed/game/42': () => json(200, feedPostFixture({ commentCount: 3 })),
    });
    const finished = within(await post(HAEUN_VS_DOYUN));
    const comments = finished.getByRole('button', { name: '댓글' });
    expect(comments.getAttribute('aria-describedby')).toBeTruthy();
    const count = () => document.getElementById(comments.getAttribute('aria-describedby')!)?.textContent;
    expect(count()).toBe('2개');
    await user.click(comments);
    await screen.findByRole('dialog', { name: '댓글' });
    await closeDialogs(user);
    await waitFor(() => expect(count()).toBe('3개'));
  });

  it('hides a post once this device reported it', async () => {
    // A game id no other test reports: the device's list outlives a test in memory.
    const reported = feedPostFixture({ id: 91 });
    const { user } = open('/', {
      'GET /api/feed': () => feedPage([reported]),
      'GET /api/games/91/ranking': () => json(200, rankingFixture()),
      'POST /api/reports': () => json(201, { id: 1 }),
    });
    await user.click(within(await post(HAEUN_VS_DOYUN)).getByRole('button', { name: '신고하기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '경기 신고하기' }));
    await user.type(dialog.getByRole('textbox'), '욕설이 들어 있어요');
    await user.click(dialog.getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: HAEUN_VS_DOYUN })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('reportedGameIds') ?? '[]')).toContain(91);
  });

  it('shows the onboarding slides first, then the feed hint, over the feed', async () => {
    overlays.onboardingDone = false;
    overlays.hintSeen = false;
    const { user } = open('/', { 'GET /api/feed': () => feedPage([feedPostFixture()]) });
    await post(HAEUN_VS_DOYUN);
    await user.click(
      within(screen.getByRole('dialog', { name: '한판 시작하기' })).getByRole('button', { name: '시작하기' }),
    );
    await user.click(await screen.findByRole('button', { name: '피드 안내 닫기' }));
    expect(screen.queryByRole('button', { name: '피드 안내 닫기' })).toBeNull();
  });

  it('keeps the onboarding slides where they are while the feed loads under them (not restarted)', async () => {
    overlays.onboardingDone = false;
    const page = deferred<Response>();
    open('/', { 'GET /api/feed': () => page.promise });
    await screen.findByRole('dialog', { name: '한판 시작하기' });
    // Over the skeleton of a feed still loading.
    expect(screen.getByText('피드를 불러오는 중')).toBeTruthy();

    page.resolve(feedPage([feedPostFixture()]));
    await post(HAEUN_VS_DOYUN);
    expect(screen.getByRole('dialog', { name: '한판 시작하기' })).toBeTruthy();
    expect(overlays.slidesMounted).toBe(1);
  });
});
