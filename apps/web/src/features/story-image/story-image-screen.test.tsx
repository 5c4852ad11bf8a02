import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameResult } from '@hanpan/core';
import { json, mockApi, renderApp, session } from '@/test/render-app';
import { gameResultFixture, HAEUN } from '@/features/match/match.test-support';
import { recordingContext } from './story-image.test-support';

beforeAll(async () => {
  await import('@/routes/insta-screen');
  await import('./story-image-view');
});

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';
let drawing: ReturnType<typeof recordingContext>;
let toDataURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom has no canvas: a recording context and a fixed export stand in for the browser's.
  drawing = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => drawing.context as unknown as RenderingContext,
  );
  toDataURL = vi.fn(() => PNG_URL);
  HTMLCanvasElement.prototype.toDataURL = toDataURL as unknown as HTMLCanvasElement['toDataURL'];
  HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.AndroidApp;
  delete window.webkit;
});

/** 하은 (me) lost 1–2 to 민준; no pictures (jsdom loads none). */
const lost = () =>
  gameResultFixture({
    user1: { id: 1, nickname: '민준', profileUrl: null },
    user2: { id: HAEUN, nickname: '하은', profileUrl: null },
  });

function open(answer: () => Response, path = '/insta?gameId=7') {
  mockApi({
    'GET /api/auth/session': () => json(200, session({ userId: HAEUN, nickname: '하은' })),
    'GET /api/games/7/result': answer,
  });
  return renderApp(path, { token: 't' });
}

const openResult = (result: GameResult = lost()) => open(() => json(200, result));

async function drawn() {
  const picture = await screen.findByRole('img', { name: /^스토리 이미지 미리보기: / });
  await waitFor(() => expect(picture.getAttribute('data-state')).toBe('ready'));
  return picture;
}

describe('/insta?gameId= (the story image)', () => {
  it('draws the match from my side: the rule, the date, the place, the score and the opponent', async () => {
    openResult();
    const picture = await drawn();
    expect(picture.getAttribute('aria-label')).toBe(
      '스토리 이미지 미리보기: 탁구, 한 손 탁구 11점, 2026년 11월 20일, 서울 강남구 테헤란로 152, 패배 1 대 2, 상대 민준',
    );
    // No picture on this profile: the initial stands in.
    expect(picture.getAttribute('data-opponent-picture')).toBe('initial');
    expect(drawing.texts.map((drawn) => drawn.text)).toContain('민');
    const texts = drawing.texts.map((drawn) => drawn.text);
    expect(texts).toEqual(expect.arrayContaining(['패배', '1 : 2', '7:11  ·  11:9  ·  4:11', '민준']));
    expect(drawing.texts.find((drawn) => drawn.text === '민준')!.colour).toBe('#FFFFFF');
  });

  it('redraws with dark text when a light background is picked', async () => {
    openResult();
    await drawn();
    const user = userEvent.setup();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(screen.getByRole('radio', { name: '배경 1, 밤하늘' })).toHaveProperty('checked', true);
    drawing.texts.length = 0;
    await user.click(screen.getByRole('radio', { name: '배경 7, 레몬' }));
    await waitFor(() => expect(drawing.texts.find((drawn) => drawn.text === '민준')?.colour).toBe('#191F28'));
    expect(drawing.gradients.at(-1)).toEqual(['#FFF9DB', '#FFD43B']);
  });

  it('downloads the picture as hanpan-story-{gameId}.png in a browser', async () => {
    openResult();
    await drawn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: '이미지 저장하기' }));
    expect(await screen.findByText('스토리 이미지를 저장했어요.')).toBeTruthy();
    expect(clicked).toEqual([{ download: 'hanpan-story-7.png', href: expect.stringMatching(/^blob:/) }]);
  });

  it("hands the PNG to the Android app's gallery", async () => {
    const saveImageToGalleryWithBase64 = vi.fn();
    window.AndroidApp = { saveImageToGalleryWithBase64 };
    openResult();
    await drawn();
    await userEvent.setup().click(screen.getByRole('button', { name: '이미지 저장하기' }));
    expect(await screen.findByText('스토리 이미지를 사진첩에 저장했어요.')).toBeTruthy();
    expect(saveImageToGalleryWithBase64).toHaveBeenCalledWith(PNG_URL);
    expect(toDataURL).toHaveBeenCalledWith('image/png');
  });

  it("posts the PNG to the iOS app's iosBridge", async () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { iosBridge: { postMessage } } };
    openResult();
    await drawn();
    await userEvent.setup().click(screen.getByRole('button', { name: '이미지 저장하기' }));
    expect(await screen.findByText('스토리 이미지를 사진첩에 저장했어요.')).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith({ action: 'saveImageToGalleryWithBase64', base64: PNG_URL });
  });

  it('says the save failed when the picture cannot be exported', async () => {
    window.AndroidApp = { saveImageToGalleryWithBase64: vi.fn() };
    toDataURL.mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    openResult();
    await drawn();
    await userEvent.setup().click(screen.getByRole('button', { name: '이미지 저장하기' }));
    expect(await screen.findByText('사진 저장에 실패했어요. 다시 시도해 주세요.')).toBeTruthy();
  });

  it("shows a not-found state to someone who did not play the match (the server's 404)", async () => {
    open(() =>
      json(404, {
        error: { code: 'game_not_found', message: '존재하지 않는 경기예요.' },
        message: '존재하지 않는 경기예요.',
      }),
    );
    expect(await screen.findByRole('heading', { name: '경기를 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '이미지 저장하기' })).toBeNull();
  });

  it('says a match not finished yet has no story image', async () => {
    open(() =>
      json(404, {
        error: { code: 'match_result_missing', message: '아직 결과가 없는 경기예요.' },
        message: '아직 결과가 없는 경기예요.',
      }),
    );
    expect(await screen.findByRole('heading', { name: '아직 끝나지 않은 경기예요' })).toBeTruthy();
  });

  it('says an abandoned match makes no story image', async () => {
    openResult({ ...lost(), abandoned: true, winnerIdx: 0, setResults: [] });
    expect(await screen.findByRole('heading', { name: '기록 없이 끝난 경기예요' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /스토리 이미지 미리보기/ })).toBeNull();
  });

  it('shows the not-found page for an address without a game id', async () => {
    open(() => json(200, lost()), '/insta?gameId=abc');
    expect(await screen.findByText('주소가 잘못되었거나 없어진 화면이에요.')).toBeTruthy();
  });
});
