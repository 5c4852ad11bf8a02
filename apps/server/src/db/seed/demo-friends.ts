import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { friendships, userBlocks, users } from '../schema/index.ts';

/** [first, second]: friends for `daysAgo` days. */
const DEMO_FRIENDS: Array<[string, string, number]> = [
  ['minjun', 'seoyeon', 40],
  ['minjun', 'doyun', 12],
  ['seoyeon', 'haeun', 25],
  ['doyun', 'jiho', 8],
  ['haeun', 'sua', 30],
  ['jiho', 'sua', 3],
];

/**
 * [requester, target]: pending for `hoursAgo` hours. Every demo player has at least one friend,
 * one request sent and one received, so whoever signs in sees all three lists and the bell.
 */
const DEMO_REQUESTS: Array<[string, string, number]> = [
  ['jiho', 'minjun', 2],
  ['minjun', 'sua', 20],
  ['seoyeon', 'jiho', 5],
  ['sua', 'seoyeon', 1],
  ['doyun', 'haeun', 9],
  ['haeun', 'jiho', 30],
  ['sua', 'doyun', 48],
];

/**
 * Friendships and pending requests between the demo players (issue 10 §7). Seeded once: when the
 * demo players have any friendship or request already, players have been using them (unfriended,
 * answered, blocked) and the seed leaves that alone.
 */
export async function seedDemoFriends(db: Db): Promise<void> {
  const demo = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemo, true));
  const ids = demo.map((user) => user.id);
  if (ids.length < 2) return;
  const [existing] = await db
    .select({ requesterId: friendships.requesterId })
    .from(friendships)
    .where(or(inArray(friendships.userLow, ids), inArray(friendships.userHigh, ids)))
    .limit(1);
  if (existing) return;
  const blocked = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(inArray(userBlocks.blockerId, ids), inArray(userBlocks.blockedId, ids)));
  const idOf = new Map(demo.map((user) => [user.username, user.id]));
  const now = Date.now();
  const rows = [
    ...DEMO_FRIENDS.map(([a, b, daysAgo]) => ({
      a,
      b,
      at: new Date(now - daysAgo * 86_400_000),
      accepted: true,
    })),
    ...DEMO_REQUESTS.map(([a, b, hoursAgo]) => ({
      a,
      b,
      at: new Date(now - hoursAgo * 3_600_000),
      accepted: false,
    })),
  ].flatMap(({ a, b, at, accepted }) => {
    const requesterId = idOf.get(a);
    const otherId = idOf.get(b);
    if (requesterId === undefined || otherId === undefined) return [];
    const isBlocked = blocked.some(
      (row) =>
        (row.blockerId === requesterId && row.blockedId === otherId) ||
        (row.blockerId === otherId && row.blockedId === requesterId),
    );
    if (isBlocked) return [];
    return [
      {
        userLow: Math.min(requesterId, otherId),
        userHigh: Math.max(requesterId, otherId),
        requesterId,
        status: accepted ? ('ACCEPTED' as const) : ('PENDING' as const),
        // A friendship began with a request a little before it was accepted.
        requestedAt: accepted ? new Date(at.getTime() - 3_600_000) : at,
        acceptedAt: accepted ? at : null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(friendships).values(rows).onConflictDoNothing();
}
