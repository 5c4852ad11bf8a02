import { join } from 'node:path';
import {
  CommentLikeResultSchema,
  CommentSchema,
  CommentTreeSchema,
  errorCatalog,
  NEXT_CURSOR_HEADER,
} from '@hanpan/core';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentLikes,
  gameComments,
  games,
  hiddenItems,
  type GameRow,
  type RuleRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { buildBlock, buildGame, buildUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  jpegWithGps,
  listStoredFiles,
  multipartBody,
  type FormPart,
  uploadsTestApp,
} from '../uploads/uploads.test-support.ts';
import { forgetUser } from './index.ts';

let t: TestApp;
let rule: RuleRow;
let root: string;
beforeAll(async () => {
  ({ t, root, rule } = await uploadsTestApp());
});
afterAll(() => t.close());

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}
type Player = Awaited<ReturnType<typeof player>>;

async function gameOf(owner: Player, overrides: Partial<GameRow> = {}) {
  return buildGame(t.db, owner.user, rule, overrides);
}

async function post(who: Player, gameId: number, parts: Record<string, FormPart>) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/comments`,
    payload,
    headers: { ...headers, ...who.headers },
  });
}

async function comment(who: Player, gameId: number, content: string, parentId?: number) {
  const res = await post(who, gameId, { content, ...(parentId ? { parentId: String(parentId) } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return CommentSchema.parse(res.json());
}

async function tree(who: Player, gameId: number, query = '') {
  const res = await t.app.inject({ url: `/api/games/${gameId}/comments/tree${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return {
    comments: CommentTreeSchema.parse(res.json()),
    next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined,
  };
}

const like = (who: Player, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/comments/${id}/like`, headers: who.headers });

async function notificationsOf(who: Player) {
  const res = await t.app.inject({ url: '/api/notifications', headers: who.headers });
  return res.json() as Array<{ type: string; title: string; url: string }>;
}

describe('without a token', () => {
  // Every call of the feature, with a body it would accept: only the missing token is wrong. The
  // bare variant (no body) proves the token is checked before the body is.
  const calls = [
    ['GET', '/api/games/1/comments/tree', undefined],
    ['POST', '/api/games/1/comments', 'form'],
    ['PATCH', '/api/comments/1', { content: '고쳤어요' }],
    ['DELETE', '/api/comments/1', undefined],
    ['POST', '/api/comments/1/like', undefined],
  ] as const;
  const unauthorized = {
    error: { code: 'unauthorized', message: errorCatalog.unauthorized.message },
    message: errorCatalog.unauthorized.message,
  };

  it.each(calls)('%s %s answers 401 with the Korean error body', async (method, url, body) => {
    const form = body === 'form' ? await multipartBody({ content: '안녕하세요' }) : undefined;
    const withBody = await t.app.inject({
      method,
      url,
      ...(form ? { payload: form.payload, headers: form.headers } : body ? { payload: body } : {}),
    });
    const bare = await t.app.inject({ method, url });
    for (const res of [withBody, bare]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});

describe('writing and reading the tree', () => {
  it('answers the new comment and lists top-level comments newest first with replies oldest first', async () => {
    const owner = await player({ nickname: '서연' });
    const other = await player({ nickname: '도윤' });
    const game = await gameOf(owner);
    const first = await comment(other, game.id, '  첫 댓글이에요  ');
    expect(first).toMatchObject({
      content: '첫 댓글이에요',
      author: { id: other.user.id, nickname: '도윤' },
      deleted: false,
      imageUrl: null,
      likeCount: 0,
      myLikeType: null,
      mentionUserNickname: null,
      children: [],
      parentId: null,
    });
    const second = await comment(owner, game.id, '두 번째');
    const reply1 = await comment(owner, game.id, '답글 하나', first.id);
    const reply2 = await comment(other, game.id, '답글 둘', first.id);
    const { comments } = await tree(owner, game.id);
    expect(comments.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(comments[1]!.children.map((c) => c.id)).toEqual([reply1.id, reply2.id]);
    expect(comments[1]!.replyCount).toBe(2);
  });

  it('keeps replies one level deep: a reply to a reply joins the thread and mentions whom it answers', async () => {
    const owner = await player();
    const b = await player({ nickname: '하준' });
    const c = await player();
    const game = await gameOf(owner);
    const top = await comment(owner, game.id, '맨 위');
    const reply = await comment(b, game.id, '답글', top.id);
    const replyToReply = await comment(c, game.id, '답글의 답글', reply.id);
    expect(replyToReply).toMatchObject({ parentId: top.id, mentionUserNickname: '하준' });
    const { comments } = await tree(c, game.id);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.children.map((child) => [child.id, child.mentionUserNickname])).toEqual([
      [reply.id, null],
      [replyToReply.id, '하준'],
    ]);
  });

  it('pages top-level comments with X-Next-Cursor', async () => {
    const owner = await player();
    const game = await gameOf(owner);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await comment(owner, game.id, `댓글 ${i}`)).id);
    const first = await tree(owner, game.id, '?size=2');
    expect(first.comments.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    const second = await tree(owner, game.id, `?size=2&cursor=${first.next}`);
    expect(second.comments.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const third = await tree(owner, game.id, `?size=2&cursor=${second.next}`);
    expect(third.comments.map((c) => c.id)).toEqual([ids[0]]);
    expect(third.next).toBeUndefined();
  });

  it('refuses empty, blank, over-1000 and profane text with Korean messages, and counts characters not bytes', async () => {
    const owner = await player();
    const game = await gameOf(owner);
    for (const content of ['', '   ']) {
      const res = await post(owner, game.id, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('댓글 내용을 입력해 주세요.');
    }
    const long = await post(owner, game.id, { content: '가'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('댓글은 1000자까지 쓸 수 있어요.');
    await comment(owner, game.id, '가'.repeat(1000));
    const bad = await post(owner, game.id, { content: '이 시발 경기' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('comment_profanity');
    expect(bad.json().message).toContain('쓸 수 없는 말이에요');
  });

  it('answers 404 for a missing game, a friend game of others and a game whose owner blocked me', async () => {
    const owner = await player();
    const friend = await player();
    const stranger = await player();
    const missing = await post(stranger, 987654321, { content: '안녕' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('존재하지 않는 경기예요.');
    const friendGame = await gameOf(owner, { isFriendGame: true, invitedFriendId: friend.user.id });
    expect((await post(stranger, friendGame.id, { content: '안녕' })).statusCode).toBe(404);
    await comment(friend, friendGame.id, '좋아요');
    expect(
      (await t.app.inject({ url: `/api/games/${friendGame.id}/comments/tree`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const open = await gameOf(owner);
    await buildBlock(t.db, owner.user, stranger.user);
    expect((await post(stranger, open.id, { content: '안녕' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/games/${open.id}/comments/tree`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('re-encodes the picture: at most 800 px, WebP, no EXIF or GPS, absolute URL', async () => {
    const owner = await player();
    const game = await gameOf(owner);
    const res = await post(owner, game.id, {
      content: '사진',
      image: { data: await jpegWithGps(2000, 1000), filename: 'IMG_0001.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = CommentSchema.parse(res.json());
    expect(created.imageUrl).toMatch(/^https?:\/\/.+\/uploads\/comments\/\d+\/[0-9a-f]{32}-800\.webp$/);
    const key = listStoredFiles(root).find((file) => file.startsWith(`comments/${game.id}/`))!;
    const meta = await sharp(join(root, key)).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    // EXIF orientation 6 was applied: the landscape picture is portrait now.
    expect(meta.height!).toBeGreaterThan(meta.width!);
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not an image (415) and stores nothing', async () => {
    const owner = await player();
    const game = await gameOf(owner);
    const res = await post(owner, game.id, {
      content: '사진',
      image: { data: Buffer.from('not an image'), filename: 'a.jpg' },
    });
    expect(res.statusCode).toBe(415);
    expect(listStoredFiles(root).filter((file) => file.startsWith(`comments/${game.id}/`))).toEqual([]);
    expect(await t.db.select().from(gameComments).where(eq(gameComments.gameId, game.id))).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit (403 for others) and marks it edited', async () => {
    const owner = await player();
    const other = await player();
    const game = await gameOf(owner);
    const mine = await comment(owner, game.id, '처음');
    const edit = (who: Player, content: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${mine.id}`,
        headers: who.headers,
        payload: { content },
      });
    expect((await edit(other, '남의 글')).statusCode).toBe(403);
    const res = await edit(owner, '  고쳤어요 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(CommentSchema.parse(res.json())).toMatchObject({
      content: '고쳤어요',
      editedAt: expect.any(String),
    });
    expect((await edit(owner, '개새끼')).statusCode).toBe(400);
  });

  it('soft-deletes: a deleted comment with replies stays blank in the thread, without replies it leaves', async () => {
    const owner = await player();
    const other = await player();
    const game = await gameOf(owner);
    const withReply = await comment(owner, game.id, '지울 글');
    await comment(other, game.id, '답글', withReply.id);
    const alone = await comment(owner, game.id, '혼자');
    const del = (who: Player, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: who.headers });
    expect((await del(other, withReply.id)).statusCode).toBe(403);
    expect((await del(owner, withReply.id)).statusCode).toBe(204);
    expect((await del(owner, alone.id)).statusCode).toBe(204);
    expect((await del(owner, alone.id)).statusCode).toBe(404);
    const { comments } = await tree(other, game.id);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ id: withReply.id, deleted: true, content: '', imageUrl: null });
    expect(comments[0]!.children).toHaveLength(1);
    // A deleted comment takes no more replies or likes.
    expect((await post(other, game.id, { content: '또', parentId: String(withReply.id) })).statusCode).toBe(
      404,
    );
    expect((await like(other, withReply.id)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('toggles and counts per player', async () => {
    const owner = await player();
    const a = await player();
    const b = await player();
    const game = await gameOf(owner);
    const c = await comment(owner, game.id, '좋아요 눌러 주세요');
    expect(CommentLikeResultSchema.parse((await like(a, c.id)).json())).toEqual({
      myLikeType: 'LIKE',
      likeCount: 1,
    });
    expect((await like(b, c.id)).json()).toEqual({ myLikeType: 'LIKE', likeCount: 2 });
    expect((await like(a, c.id)).json()).toEqual({ myLikeType: null, likeCount: 1 });
    const { comments } = await tree(b, game.id);
    expect(comments[0]).toMatchObject({ likeCount: 1, myLikeType: 'LIKE' });
  });

  it('never stores two likes of one player, even when 10 toggles race', async () => {
    const owner = await player();
    const a = await player();
    const game = await gameOf(owner);
    const c = await comment(owner, game.id, '경주');
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(a, c.id)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(commentLikes).where(eq(commentLikes.commentId, c.id));
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});

describe('blocks and moderation', () => {
  it('leaves out comments of players blocked either way, and comments staff hid (but the author sees theirs)', async () => {
    const owner = await player();
    const viewer = await player();
    const blocked = await player();
    const blocker = await player();
    const author = await player();
    const game = await gameOf(owner);
    await comment(blocked, game.id, '차단된 사람');
    await comment(blocker, game.id, '나를 차단한 사람');
    const hidden = await comment(author, game.id, '숨겨진 글');
    const kept = await comment(owner, game.id, '보이는 글');
    await buildBlock(t.db, viewer.user, blocked.user);
    await buildBlock(t.db, blocker.user, viewer.user);
    await t.db.insert(hiddenItems).values({ targetType: 'COMMENT', targetId: hidden.id });
    expect((await tree(viewer, game.id)).comments.map((c) => c.id)).toEqual([kept.id]);
    const own = (await tree(author, game.id)).comments.find((c) => c.id === hidden.id);
    expect(own).toMatchObject({ hiddenByAdmin: true });
  });

  it('registers COMMENT as a report kind: reported once per player, not your own', async () => {
    const owner = await player();
    const reporter = await player();
    const game = await gameOf(owner);
    const c = await comment(owner, game.id, '신고될 글');
    const report = (who: Player) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: who.headers,
        payload: { targetId: c.id, targetType: 'COMMENT', reason: '욕설이에요' },
      });
    expect((await report(reporter)).statusCode).toBe(201);
    const again = await report(reporter);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 신고한 댓글이에요.');
    expect((await report(owner)).statusCode).toBe(400);
  });
});

describe('a deleted game', () => {
  const gone = { code: 'not_found', message: '존재하지 않는 경기예요.' };

  it('answers 404 존재하지 않는 경기예요. on every comment call once its owner deleted it, and tells nobody', async () => {
    const owner = await player();
    const other = await player();
    const game = await gameOf(owner);
    const top = await comment(other, game.id, '삭제 전 댓글');
    const mine = await comment(owner, game.id, '내 답글', top.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.id}/delete`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const before = (await notificationsOf(owner)).length;

    const calls = {
      tree: await t.app.inject({ url: `/api/games/${game.id}/comments/tree`, headers: other.headers }),
      create: await post(other, game.id, { content: '삭제된 경기에 댓글' }),
      reply: await post(other, game.id, { content: '삭제된 경기에 답글', parentId: String(mine.id) }),
      edit: await t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${top.id}`,
        headers: other.headers,
        payload: { content: '고쳐요' },
      }),
      delete: await t.app.inject({
        method: 'DELETE',
        url: `/api/comments/${top.id}`,
        headers: other.headers,
      }),
      like: await like(owner, top.id),
      ownerTree: await t.app.inject({ url: `/api/games/${game.id}/comments/tree`, headers: owner.headers }),
    };
    for (const [call, res] of Object.entries(calls)) {
      expect([call, res.statusCode]).toEqual([call, 404]);
      expect([call, res.json().error]).toEqual([call, gone]);
    }
    expect(await notificationsOf(owner)).toHaveLength(before);
    const rows = await t.db.select().from(gameComments).where(eq(gameComments.gameId, game.id));
    expect(rows.map((row) => [row.content, row.deletedAt])).toEqual(
      expect.arrayContaining([
        ['삭제 전 댓글', null],
        ['내 답글', null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('notifications', () => {
  it('tells the owner of a comment (GAME_COMMENT) and the parent author of a reply (COMMENT_REPLY), never oneself', async () => {
    const owner = await player({ nickname: '서연' });
    const a = await player({ nickname: '도윤' });
    const b = await player({ nickname: '하준' });
    const game = await gameOf(owner);
    const top = await comment(a, game.id, '경기 언제 해요?');
    await comment(owner, game.id, '내 경기에 내 댓글');
    await comment(b, game.id, '저도 궁금해요', top.id);
    const ownerNotes = await notificationsOf(owner);
    // The url every client opens: the game list with this game's comments (old client: ?commentId=).
    expect(ownerNotes.map((n) => [n.type, n.title, n.url])).toEqual([
      ['GAME_COMMENT', '하준님이 내 경기에 댓글을 남겼어요', `/game-list?commentId=${game.id}`],
      ['GAME_COMMENT', '도윤님이 내 경기에 댓글을 남겼어요', `/game-list?commentId=${game.id}`],
    ]);
    expect((await notificationsOf(a)).map((n) => [n.type, n.title, n.url])).toEqual([
      ['COMMENT_REPLY', '하준님이 내 댓글에 답글을 남겼어요', `/game-list?commentId=${game.id}`],
    ]);
  });

  it('tells both the replied author and the thread’s author of a reply to a reply, once each', async () => {
    const owner = await player();
    const threadAuthor = await player();
    const replier = await player({ nickname: '지호' });
    const third = await player({ nickname: '수아' });
    const game = await gameOf(owner);
    const top = await comment(threadAuthor, game.id, '맨 위 글');
    const reply = await comment(replier, game.id, '답글', top.id);
    await comment(third, game.id, '답글의 답글', reply.id);
    expect((await notificationsOf(replier)).map((n) => [n.type, n.title])).toEqual([
      ['COMMENT_REPLY', '수아님이 내 댓글에 답글을 남겼어요'],
    ]);
    expect((await notificationsOf(threadAuthor)).map((n) => [n.type, n.title])).toEqual([
      ['COMMENT_REPLY', '수아님이 내 댓글에 답글을 남겼어요'],
      ['COMMENT_REPLY', '지호님이 내 댓글에 답글을 남겼어요'],
    ]);
    // A reply on their own thread by the thread's author tells only the replied author.
    await comment(threadAuthor, game.id, '고마워요', reply.id);
    expect(await notificationsOf(threadAuthor)).toHaveLength(2);
  });
});

describe('forgetUser', () => {
  it('empties the person’s comments (threads stay), removes their likes and mentions', async () => {
    const owner = await player();
    const leaving = await player();
    const game = await gameOf(owner);
    const top = await comment(leaving, game.id, '떠나는 사람의 글');
    const reply = await comment(owner, game.id, '답글', top.id);
    const mention = await comment(owner, game.id, '멘션', reply.id);
    await like(leaving, reply.id);
    await t.db.transaction((tx) => forgetUser(tx, leaving.user.id));
    const [row] = await t.db.select().from(gameComments).where(eq(gameComments.id, top.id));
    expect(row).toMatchObject({ content: '', imageKey: null, deletedAt: expect.any(Date) });
    expect(await t.db.select().from(commentLikes).where(eq(commentLikes.userId, leaving.user.id))).toEqual(
      [],
    );
    const { comments } = await tree(owner, game.id);
    expect(comments[0]).toMatchObject({ id: top.id, deleted: true });
    expect(comments[0]!.children.map((c) => c.id)).toEqual([reply.id, mention.id]);
  });
});

describe("the game's comment counter (decision 035)", () => {
  // games.comment_count is what a viewer with no blocks and no hidden comment of their own sees;
  // triggers keep it. After every step it must equal a recount of the rows.
  async function counterAndRecount(gameId: number) {
    const [game] = await t.db.select({ counted: games.commentCount }).from(games).where(eq(games.id, gameId));
    const [recount] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameComments)
      .where(
        and(
          eq(gameComments.gameId, gameId),
          sql`${gameComments.deletedAt} is null`,
          sql`not exists (select 1 from ${hiddenItems} where ${hiddenItems.targetType} = 'COMMENT' and ${hiddenItems.targetId} = ${gameComments.id})`,
        ),
      );
    return [game!.counted, recount!.n];
  }
  const del = (who: Player, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: who.headers });
  const hide = (id: number) => t.db.insert(hiddenItems).values({ targetType: 'COMMENT', targetId: id });
  const unhide = (id: number) =>
    t.db.delete(hiddenItems).where(and(eq(hiddenItems.targetType, 'COMMENT'), eq(hiddenItems.targetId, id)));

  it('follows writing, replies, deleting, hiding and unhiding, and an account deletion', async () => {
    const owner = await player();
    const other = await player();
    const game = await gameOf(owner);
    const top = await comment(owner, game.id, '첫 글');
    const reply = await comment(other, game.id, '답글', top.id);
    const third = await comment(other, game.id, '셋째');
    expect(await counterAndRecount(game.id)).toEqual([3, 3]);
    expect((await del(owner, top.id)).statusCode).toBe(204);
    expect(await counterAndRecount(game.id)).toEqual([2, 2]);
    await hide(reply.id);
    expect(await counterAndRecount(game.id)).toEqual([1, 1]);
    // Hiding a deleted comment, or deleting a hidden one, changes nothing twice.
    await hide(top.id);
    expect(await counterAndRecount(game.id)).toEqual([1, 1]);
    await unhide(top.id);
    expect(await counterAndRecount(game.id)).toEqual([1, 1]);
    expect((await del(other, reply.id)).statusCode).toBe(204);
    await unhide(reply.id);
    expect(await counterAndRecount(game.id)).toEqual([1, 1]);
    await hide(third.id);
    await unhide(third.id);
    expect(await counterAndRecount(game.id)).toEqual([1, 1]);
    await comment(other, game.id, '넷째');
    await t.db.transaction((tx) => forgetUser(tx, other.user.id));
    expect(await counterAndRecount(game.id)).toEqual([0, 0]);
  });

  it('counts every one of 12 comments written at once', async () => {
    const owner = await player();
    const writers = await Promise.all(Array.from({ length: 4 }, () => player()));
    const game = await gameOf(owner);
    await Promise.all(
      writers.flatMap((writer) =>
        Array.from({ length: 3 }, (_, i) => comment(writer, game.id, `동시에 ${i}`)),
      ),
    );
    expect(await counterAndRecount(game.id)).toEqual([12, 12]);
  });
});
