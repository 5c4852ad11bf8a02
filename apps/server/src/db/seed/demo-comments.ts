import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { commentLikes, gameComments, games, playWithMeTooRequests, rules, users } from '../schema/index.ts';

/** [author, text, replies: [author, text, replying to a reply?]] per demo game, newest game first. */
const DEMO_THREADS: Array<Array<[string, string, Array<[string, string, boolean]>]>> = [
  [
    [
      'seoyeon',
      '장소가 어디쯤이에요? 주차 가능한지 궁금해요.',
      [
        ['minjun', '체육센터 지하 주차장 쓰면 돼요. 2시간 무료예요!', false],
        ['seoyeon', '좋아요, 그럼 그날 뵐게요 🙌', true],
      ],
    ],
    [
      'doyun',
      '초보도 신청해도 될까요? 규칙은 다 읽어 봤어요.',
      [['minjun', '그럼요, 편하게 오세요.', false]],
    ],
  ],
  [
    [
      'haeun',
      '지난번 경기 정말 재밌었어요. 이번엔 세트를 하나 더 늘려 봐요.',
      [['jiho', '찬성이에요. 대신 시간 제한은 그대로 두고요.', false]],
    ],
    ['sua', '저도 구경 가도 되나요?', []],
  ],
  [['jiho', '비 오면 실내로 옮기는 거 맞죠?', [['doyun', '네, 근처 구민체육센터로 옮겨요.', false]]]],
];

/**
 * Comments with replies (one with an @mention) and a few likes on up to three demo games (issue 11
 * §11). The games come from the games seed: with none yet this does nothing, and once any demo
 * comment exists it leaves everything alone.
 */
export async function seedDemoComments(db: Db): Promise<void> {
  const demo = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemo, true));
  const idOf = new Map(demo.map((user) => [user.username, user.id]));
  const ids = demo.map((user) => user.id);
  if (ids.length < 2) return;
  const [existing] = await db
    .select({ id: gameComments.id })
    .from(gameComments)
    .where(inArray(gameComments.authorId, ids))
    .limit(1);
  if (existing) return;
  const demoGames = await db
    .select({ id: games.id, createdAt: games.createdAt })
    .from(games)
    .where(and(inArray(games.ownerId, ids), eq(games.isFriendGame, false), ne(games.status, 'CANCELED')))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(DEMO_THREADS.length);

  const now = Date.now();
  for (const [index, game] of demoGames.entries()) {
    let minute = 0;
    const at = () =>
      new Date(Math.max(game.createdAt.getTime(), now - 6 * 3_600_000) + ++minute * 7 * 60_000);
    for (const [author, text, replies] of DEMO_THREADS[index]!) {
      const authorId = idOf.get(author);
      if (!authorId) continue;
      const [top] = await db
        .insert(gameComments)
        .values({ gameId: game.id, authorId, content: text, createdAt: at() })
        .returning({ id: gameComments.id });
      let lastReplyAuthor: number | null = null;
      for (const [replier, replyText, toReply] of replies) {
        const replierId = idOf.get(replier);
        if (!replierId) continue;
        await db.insert(gameComments).values({
          gameId: game.id,
          authorId: replierId,
          parentId: top!.id,
          mentionUserId: toReply ? lastReplyAuthor : null,
          content: replyText,
          createdAt: at(),
        });
        lastReplyAuthor = replierId;
      }
      const likers = ids.filter((id) => id !== authorId).slice(0, 1 + (index % 3));
      await db
        .insert(commentLikes)
        .values(likers.map((userId) => ({ commentId: top!.id, userId })))
        .onConflictDoNothing();
    }
  }
}

/**
 * One pending '나랑도 한 판' challenge, 도윤 → 서연, with one of the demo rules, so 서연's chat with
 * 도윤 shows the banner (issue 11 §11). Seeded once: any challenge between demo players means
 * players have been using them.
 */
export async function seedDemoChallenge(db: Db): Promise<void> {
  const demo = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemo, true));
  const idOf = new Map(demo.map((user) => [user.username, user.id]));
  const from = idOf.get('doyun');
  const to = idOf.get('seoyeon');
  if (!from || !to) return;
  const ids = demo.map((user) => user.id);
  const [existing] = await db
    .select({ id: playWithMeTooRequests.id })
    .from(playWithMeTooRequests)
    .where(or(inArray(playWithMeTooRequests.fromUserId, ids), inArray(playWithMeTooRequests.toUserId, ids)))
    .limit(1);
  if (existing) return;
  const [rule] = await db
    .select({ id: rules.id, version: rules.currentVersion })
    .from(rules)
    .where(inArray(rules.createdById, ids))
    .orderBy(rules.id)
    .limit(1);
  if (!rule) return;
  await db.insert(playWithMeTooRequests).values({
    fromUserId: from,
    toUserId: to,
    ruleId: rule.id,
    ruleVersion: rule.version,
    createdAt: new Date(Date.now() - 40 * 60_000),
  });
}
