import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { notifications, users } from '../schema/index.ts';

interface DemoNotification {
  /** The demo player who is told. */
  to: string;
  /** The demo player who caused it (a block between the two hides it like any other). */
  from: string;
  type: 'FRIEND' | 'INBOX' | 'MY_GAME' | 'GAME_COMMENT' | 'COMMENT_REPLY' | 'GAME_START' | 'GAME_END';
  title: string;
  /** `{from}` becomes the sender's nickname. */
  message: string;
  /** `{fromId}` becomes the sender's id. */
  url: string | null;
  minutesAgo: number;
  isRead?: boolean;
}

// Worded as the friends and chat features word them, and matching the demo friendships and
// pending requests (demo-friends.ts): the bell's request tells of a request that is really there.
const request = (from: string, to: string, minutesAgo: number): DemoNotification => ({
  to,
  from,
  type: 'FRIEND',
  title: '친구 요청',
  message: '{from}님이 친구 요청을 보냈어요.',
  url: '/profile/{fromId}',
  minutesAgo,
});
const accepted = (from: string, to: string, minutesAgo: number): DemoNotification => ({
  to,
  from,
  type: 'FRIEND',
  title: '친구 수락',
  message: '{from}님이 친구 요청을 수락했어요.',
  url: '/profile/{fromId}',
  minutesAgo,
  isRead: true,
});
const dm = (from: string, to: string, message: string, minutesAgo: number): DemoNotification => ({
  to,
  from,
  type: 'INBOX',
  title: '{from}님의 메시지',
  message,
  url: '/chat/{fromId}',
  minutesAgo,
});

/** Everyone hears something: a newcomer signing in as any demo player finds a lived-in bell. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  request('jiho', 'minjun', 120),
  request('minjun', 'sua', 60 * 20),
  request('seoyeon', 'jiho', 60 * 5),
  request('sua', 'seoyeon', 60),
  request('doyun', 'haeun', 60 * 9),
  request('haeun', 'jiho', 60 * 30),
  request('sua', 'doyun', 60 * 48),
  accepted('seoyeon', 'minjun', 60 * 24 * 40),
  accepted('doyun', 'minjun', 60 * 24 * 12),
  accepted('haeun', 'seoyeon', 60 * 24 * 25),
  accepted('jiho', 'doyun', 60 * 24 * 8),
  accepted('sua', 'haeun', 60 * 24 * 30),
  accepted('sua', 'jiho', 60 * 24 * 3),
  dm('seoyeon', 'minjun', '이번 주 토요일 오후에 탁구 한판 어때요? 장소는 제가 잡아 둘게요!', 4),
  dm('minjun', 'doyun', '팔씨름 규칙 새로 올렸어요. 한번 봐 주세요.', 35),
  dm('haeun', 'seoyeon', '다음에 부산 오면 배드민턴 쳐요 🏸', 90),
  dm('seoyeon', 'haeun', '좋아요! 라켓 챙겨 갈게요.', 12),
  dm('jiho', 'doyun', '암산 대결 재경기 언제 할까요?', 22),
  dm('sua', 'haeun', '볼링 점수 기록 공유해 드릴게요', 180),
  dm('haeun', 'sua', '지난번 경기 재밌었어요. 또 해요!', 7),
  dm('jiho', 'sua', '주말에 볼링장 가요?', 15),
  dm('sua', 'jiho', '좋아요, 토요일 두 시 어때요?', 9),
];

/**
 * Unread notifications for the demo players (issue 10 §7). Idempotent enough for a demo: a player
 * who has any notification is left alone (after '모두 지우기' a restart brings these back).
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const demoUsers = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.isDemo, true));
  const byName = new Map(demoUsers.map((user) => [user.username, user]));
  const told = demoUsers.length
    ? new Set(
        (
          await db
            .selectDistinct({ userId: notifications.userId })
            .from(notifications)
            .where(
              inArray(
                notifications.userId,
                demoUsers.map((user) => user.id),
              ),
            )
        ).map((row) => row.userId),
      )
    : new Set<number>();
  const now = Date.now();
  const rows = DEMO_NOTIFICATIONS.flatMap((demo) => {
    const to = byName.get(demo.to);
    const from = byName.get(demo.from);
    if (!to || !from || told.has(to.id)) return [];
    const nickname = from.nickname ?? '한판 친구';
    return [
      {
        userId: to.id,
        actorId: from.id,
        type: demo.type,
        title: demo.title.replace('{from}', nickname),
        message: demo.message.replace('{from}', nickname),
        url: demo.url?.replace('{fromId}', String(from.id)) ?? null,
        isRead: demo.isRead ?? false,
        createdAt: new Date(now - demo.minutesAgo * 60_000),
      },
    ];
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
