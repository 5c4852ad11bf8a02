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

/** Everyone hears something: a newcomer signing in as any demo player finds a lived-in bell. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  ...['minjun', 'seoyeon', 'doyun', 'haeun', 'jiho', 'sua'].flatMap((to, index): DemoNotification[] => {
    const others = ['seoyeon', 'doyun', 'haeun', 'jiho', 'sua', 'minjun'].filter((name) => name !== to);
    const [a, b, c, d] = [
      others[index % 5]!,
      others[(index + 1) % 5]!,
      others[(index + 2) % 5]!,
      others[(index + 3) % 5]!,
    ];
    return [
      {
        to,
        from: a,
        type: 'INBOX',
        title: '새 메시지',
        message: '{from}: 이번 주말에 한판 어때요? 장소는 제가 잡아 둘게요!',
        url: '/chat/{fromId}',
        minutesAgo: 3 + index,
      },
      {
        to,
        from: b,
        type: 'FRIEND',
        title: '친구 요청',
        message: '{from}님이 친구 요청을 보냈어요.',
        url: '/profile/{fromId}',
        minutesAgo: 42 + index * 7,
      },
      {
        to,
        from: c,
        type: 'MY_GAME',
        title: '도전 신청',
        message: '{from}님이 내 경기에 도전을 신청했어요. 승인하면 경기가 잡혀요.',
        url: '/game',
        minutesAgo: 60 * 5 + index * 13,
      },
      {
        to,
        from: d,
        type: 'FRIEND',
        title: '친구 수락',
        message: '{from}님과 친구가 되었어요. 이제 친구 경기에 초대할 수 있어요.',
        url: '/profile/{fromId}',
        minutesAgo: 60 * 26 + index * 31,
        isRead: true,
      },
    ];
  }),
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
        title: demo.title,
        message: demo.message.replace('{from}', nickname),
        url: demo.url?.replace('{fromId}', String(from.id)) ?? null,
        isRead: demo.isRead ?? false,
        createdAt: new Date(now - demo.minutesAgo * 60_000),
      },
    ];
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
