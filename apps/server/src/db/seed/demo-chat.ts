import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { chatMessages, chatRooms, dmMembers, users } from '../schema/index.ts';

interface DemoLine {
  /** 0 = the conversation's first player, 1 = the second. */
  from: 0 | 1;
  text: string;
  /** How long before the seed ran. */
  minutesAgo: number;
}

interface DemoConversation {
  between: [string, string];
  lines: DemoLine[];
  /** The last lines the second player has not read yet (the first has read everything). */
  unreadBySecond: number;
}

const H = 60;
const D = 24 * H;

/**
 * DM histories between the demo players (issue 10 §7): a lived-in /dm for whoever signs in, with
 * unread lines, fresh and week-old rooms (relative times and a Korean date), long and short lines.
 */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: ['seoyeon', 'minjun'],
    lines: [
      { from: 0, text: '민준님 안녕하세요! 탁구 규칙 수정 요청 하나 올렸어요', minutesAgo: 2 * D },
      { from: 1, text: '확인했어요. 서브 규칙 부분 맞죠?', minutesAgo: 2 * D - 25 },
      { from: 0, text: '네 맞아요. 동호회에서는 토스를 16cm 이상 올리거든요', minutesAgo: 2 * D - 28 },
      { from: 1, text: '좋아요, 오늘 안에 반영할게요 👍', minutesAgo: 2 * D - 30 },
      { from: 0, text: '감사해요! 이번 주 금요일에 한판 어때요?', minutesAgo: 40 },
      { from: 0, text: '강남역 근처 탁구장 7시 괜찮으세요?', minutesAgo: 3 },
    ],
    unreadBySecond: 2,
  },
  {
    between: ['doyun', 'minjun'],
    lines: [
      { from: 0, text: '팔씨름 경기 장소를 아직 못 정했어요', minutesAgo: 3 * D + 2 * H },
      { from: 1, text: '성남 쪽이면 제가 갈게요. 토요일 오후 어때요?', minutesAgo: 3 * D + H },
      { from: 0, text: '좋아요! 모란역 2번 출구에서 봬요', minutesAgo: 3 * D },
      { from: 1, text: '네 그때 봬요', minutesAgo: 3 * D - 10 },
    ],
    unreadBySecond: 0,
  },
  {
    between: ['jiho', 'minjun'],
    lines: [{ from: 0, text: '두 자리 암산 스피드전 규칙 보셨어요? 제가 만든 거예요 😎', minutesAgo: 5 * H }],
    unreadBySecond: 1,
  },
  {
    between: ['seoyeon', 'haeun'],
    lines: [
      { from: 1, text: '서연님 부산 오시면 배드민턴 한판 해요!', minutesAgo: 10 * D },
      {
        from: 0,
        text: '다음 달에 해운대 갈 일이 있어요. 그때 연락드릴게요.\n라켓은 제 거 들고 갈게요',
        minutesAgo: 10 * D - 2 * H,
      },
      { from: 1, text: '좋아요 기다릴게요 🏸', minutesAgo: 10 * D - 3 * H },
      { from: 0, text: '해운대 도착했어요! 내일 오전 괜찮아요?', minutesAgo: 20 * H },
    ],
    unreadBySecond: 1,
  },
  {
    between: ['sua', 'doyun'],
    lines: [
      { from: 0, text: '볼링 3게임 합산으로 해요. 핸디캡은 없이요', minutesAgo: 8 * D },
      { from: 1, text: '볼링은 자신 없지만 해 볼게요 ㅋㅋ', minutesAgo: 8 * D - 15 },
    ],
    unreadBySecond: 0,
  },
];

/**
 * Idempotent: a pair that already has a room (from an earlier seed, or because they chatted) is
 * left alone. Writes the tables the chat feature reads, as its service would have left them.
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const usernames = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => c.between))];
  const demoUsers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.isDemo, true), inArray(users.username, usernames)));
  const idOf = new Map(demoUsers.map((user) => [user.username!, user.id]));
  const now = Date.now();
  for (const conversation of DEMO_CONVERSATIONS) {
    const first = idOf.get(conversation.between[0]);
    const second = idOf.get(conversation.between[1]);
    if (first === undefined || second === undefined) continue;
    const [existing] = await db
      .select({ roomId: dmMembers.roomId })
      .from(dmMembers)
      .where(and(eq(dmMembers.userId, first), eq(dmMembers.peerId, second)))
      .limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
      const [room] = await tx
        .insert(chatRooms)
        .values({ kind: 'DM', createdAt: at(conversation.lines[0]!.minutesAgo + 1) })
        .returning({ id: chatRooms.id });
      const roomId = room!.id;
      const ids: number[] = [];
      for (const line of conversation.lines) {
        const [row] = await tx
          .insert(chatMessages)
          .values({
            roomId,
            senderId: line.from === 0 ? first : second,
            content: line.text,
            createdAt: at(line.minutesAgo),
          })
          .returning({ id: chatMessages.id });
        ids.push(row!.id);
      }
      const lastId = ids.at(-1)!;
      const lastAt = at(conversation.lines.at(-1)!.minutesAgo);
      const readBySecond = ids.length - conversation.unreadBySecond - 1;
      await tx.insert(dmMembers).values([
        {
          roomId,
          userId: first,
          peerId: second,
          isOpener: true,
          lastMessageId: lastId,
          activityAt: lastAt,
          lastReadMessageId: lastId,
          lastReadAt: lastAt,
        },
        {
          roomId,
          userId: second,
          peerId: first,
          lastMessageId: lastId,
          activityAt: lastAt,
          lastReadMessageId: readBySecond >= 0 ? ids[readBySecond]! : null,
          lastReadAt: readBySecond >= 0 ? at(conversation.lines[readBySecond]!.minutesAgo) : null,
        },
      ]);
    });
  }
}
