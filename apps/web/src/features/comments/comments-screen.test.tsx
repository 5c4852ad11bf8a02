import type { Comment } from '@hanpan/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, myProfile, renderApp, session } from '@/test/render-app';

const base = {
  'GET /api/auth/session': () => json(200, session({ userId: 1, nickname: '민준' })),
  'GET /api/user-profile/my/profile': () => json(200, myProfile()),
};

const at = '2026-11-20T10:00:00+09:00';

function commentFixture(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 10,
    parentId: null,
    author: { id: 2, nickname: '서연', profileImageUrl: null },
    content: '경기 언제 해요?',
    createdAt: at,
    editedAt: null,
    deleted: false,
    imageUrl: null,
    mentionUserNickname: null,
    likeCount: 0,
    myLikeType: null,
    hiddenByAdmin: false,
    children: [],
    replyCount: 0,
    ...overrides,
  };
}

const reply = (overrides: Partial<Comment> = {}) => {
  const { children: _c, replyCount: _r, ...rest } = commentFixture(overrides);
  return rest;
};

const TREE = 'GET /api/games/7/comments/tree';

describe('/games/{gameId}/comments', () => {
  it("says '아직 댓글이 없습니다.' for a game without comments", async () => {
    mockApi({ ...base, [TREE]: () => json(200, []) });
    renderApp('/games/7/comments', { token: 't' });
    // The first test also loads the screen's chunk.
    expect(await screen.findByText('아직 댓글이 없습니다.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '댓글 입력' })).toBeTruthy();
  });

  it('shows threads with their replies, the @mention of a reply to a reply and a deleted comment that keeps its thread', async () => {
    mockApi({
      ...base,
      [TREE]: () =>
        json(200, [
          commentFixture({
            id: 10,
            children: [
              reply({
                id: 11,
                parentId: 10,
                author: { id: 3, nickname: '도윤', profileImageUrl: null },
                content: '토요일 어때요',
              }),
              reply({ id: 12, parentId: 10, content: '좋아요', mentionUserNickname: '도윤' }),
            ],
            replyCount: 2,
          }),
          commentFixture({
            id: 9,
            deleted: true,
            content: '',
            children: [reply({ id: 13, parentId: 9, content: '남은 답글' })],
            replyCount: 1,
          }),
        ]),
    });
    renderApp('/games/7/comments', { token: 't' });
    const list = await screen.findByRole('list', { name: '댓글 목록' });
    expect(within(list).getByText('토요일 어때요')).toBeTruthy();
    expect(within(list).getByText('@도윤')).toBeTruthy();
    expect(within(list).getByText('삭제된 댓글입니다')).toBeTruthy();
    expect(within(list).getByText('남은 답글')).toBeTruthy();
  });

  it('offers a retry when the comments did not load', async () => {
    let calls = 0;
    mockApi({
      ...base,
      [TREE]: () =>
        ++calls === 1
          ? json(500, { error: { code: 'internal_error', message: '오류' } })
          : json(200, [commentFixture()]),
    });
    renderApp('/games/7/comments', { token: 't' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('경기 언제 해요?')).toBeTruthy();
  });

  it('refuses a blank comment, then sends the trimmed text as multipart and shows the new tree', async () => {
    const sent: FormData[] = [];
    let tree: Comment[] = [];
    mockApi({
      ...base,
      [TREE]: () => json(200, tree),
      'POST /api/games/7/comments': ({ body }) => {
        sent.push(body as FormData);
        tree = [
          commentFixture({
            id: 20,
            author: { id: 1, nickname: '민준', profileImageUrl: null },
            content: '첫 댓글',
          }),
        ];
        return json(201, tree[0]);
      },
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: '댓글 입력' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('댓글 내용을 입력해 주세요.');
    expect(sent).toEqual([]);
    await user.clear(box);
    await user.type(box, '  첫 댓글 ');
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText('첫 댓글')).toBeTruthy();
    expect(sent[0]!.get('content')).toBe('첫 댓글');
    expect(sent[0]!.get('parentId')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('replies in reply mode with the mention, which can be cancelled', async () => {
    const sent: FormData[] = [];
    mockApi({
      ...base,
      [TREE]: () => json(200, [commentFixture()]),
      'POST /api/games/7/comments': ({ body }) => {
        sent.push(body as FormData);
        return json(201, commentFixture({ id: 21, parentId: 10 }));
      },
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '답글 달기' }));
    expect(screen.getByText(/님에게 답글을 쓰는 중이에요/).textContent).toContain('@서연');
    await user.click(screen.getByRole('button', { name: '답글 취소' }));
    expect(screen.queryByText(/님에게 답글을 쓰는 중이에요/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '답글 달기' }));
    const box = screen.getByRole('textbox', { name: '댓글 입력' });
    expect(document.activeElement).toBe(box);
    await user.type(box, '저도 궁금해요');
    await user.click(screen.getByRole('button', { name: '올리기' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('parentId')).toBe('10');
    await waitFor(() => expect(screen.queryByText(/님에게 답글을 쓰는 중이에요/)).toBeNull());
  });

  it('likes at once and takes it back with a toast when the server fails', async () => {
    let fail = false;
    mockApi({
      ...base,
      [TREE]: () => json(200, [commentFixture({ likeCount: 2 })]),
      'POST /api/comments/10/like': () =>
        fail
          ? json(500, { error: { code: 'internal_error', message: '' } })
          : json(200, { myLikeType: 'LIKE', likeCount: 3 }),
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '좋아요 2개' }));
    const liked = await screen.findByRole('button', { name: '좋아요 3개' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fail = true;
    await user.click(liked);
    expect(await screen.findByText('좋아요를 처리하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    const back = await screen.findByRole('button', { name: '좋아요 3개' });
    expect(back.getAttribute('aria-pressed')).toBe('true');
  });

  it('edits and deletes only my own comments, deleting after a confirmation', async () => {
    const deleted: string[] = [];
    const edits: unknown[] = [];
    const mine = commentFixture({
      id: 30,
      author: { id: 1, nickname: '민준', profileImageUrl: null },
      content: '내 글',
    });
    mockApi({
      ...base,
      [TREE]: () => json(200, [mine, commentFixture({ id: 31 })]),
      'PATCH /api/comments/30': ({ body }) => {
        edits.push(body);
        return json(200, { ...mine, content: '고친 글', editedAt: at });
      },
      'DELETE /api/comments/30': () => {
        deleted.push('30');
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: '민준님의 댓글' });
    const other = screen.getByRole('article', { name: '서연님의 댓글' });
    expect(within(other).queryByRole('button', { name: '수정' })).toBeNull();
    expect(within(other).getByRole('button', { name: '신고' })).toBeTruthy();

    await user.click(within(own).getByRole('button', { name: '수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    expect((box as HTMLTextAreaElement).value).toBe('내 글');
    await user.clear(box);
    await user.type(box, '고친 글');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    expect(await screen.findByText('고친 글')).toBeTruthy();
    expect(edits).toEqual([{ content: '고친 글' }]);

    await user.click(
      within(screen.getByRole('article', { name: '민준님의 댓글' })).getByRole('button', { name: '삭제' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: '댓글을 지울까요?' });
    await user.click(within(confirm).getByRole('button', { name: '지우기' }));
    await waitFor(() => expect(deleted).toEqual(['30']));
  });

  it('reports a comment: a reason is required, the spec says it was received and the dialog closes by itself', async () => {
    const reports: unknown[] = [];
    mockApi({
      ...base,
      [TREE]: () => json(200, [commentFixture()]),
      'POST /api/reports': ({ body }) => {
        reports.push(body);
        return json(201, { id: 1 });
      },
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고하기' });
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('신고 사유를 입력해 주세요.');
    await user.type(within(dialog).getByRole('textbox', { name: '신고 사유' }), ' 욕설이에요 ');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText('신고가 접수되었습니다.')).toBeTruthy();
    expect(reports).toEqual([{ targetId: 10, targetType: 'COMMENT', reason: '욕설이에요' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '댓글 신고하기' })).toBeNull(), {
      timeout: 3000,
    });
  });

  it("shows the spec's fallback when a report fails without a server message", async () => {
    mockApi({
      ...base,
      [TREE]: () => json(200, [commentFixture()]),
      'POST /api/reports': () => new Response('boom', { status: 500 }),
    });
    renderApp('/games/7/comments', { token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고하기' });
    await user.type(within(dialog).getByRole('textbox', { name: '신고 사유' }), '광고예요');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('신고 처리 중 오류가 발생했습니다.');
  });
});
