import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../db.ts';
import { users } from '../schema/index.ts';
import { renderDemoAvatarSvg } from './demo-avatar.ts';
import { seedDemoRules } from './demo-rules.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoFriends } from './demo-friends.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoGames } from './demo-games.ts';
import { backfillRatings, createRatings } from '../../features/ratings/index.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoLikes } from './demo-likes.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoVideo } from './demo-video.ts';
import { deriveDemoRuleCounters } from './demo-rule-counters.ts';
import { seedDemoChallenge, seedDemoComments } from './demo-comments.ts';

type DemoUser = Pick<
  typeof users.$inferInsert,
  'username' | 'nickname' | 'role' | 'age' | 'gender' | 'region' | 'bio' | 'affiliation'
>;

const DEMO_USERS: DemoUser[] = [
  {
    username: 'minjun',
    nickname: '민준',
    role: 'ADMIN',
    age: 29,
    gender: 'M',
    region: '서울 마포구',
    bio: '한판 운영진입니다. 규칙 수정 요청은 제가 봐요.',
    affiliation: '한판 운영팀',
  },
  {
    username: 'seoyeon',
    nickname: '서연',
    role: 'USER',
    age: 24,
    gender: 'F',
    region: '서울 강남구',
    bio: '퇴근 후 탁구 한판 어때요? 🏓',
    affiliation: '강남 탁구 동호회',
  },
  {
    username: 'doyun',
    nickname: '도윤',
    role: 'USER',
    age: 31,
    gender: 'M',
    region: '경기 성남시',
    bio: '팔씨름은 져도 매너는 안 집니다.',
    affiliation: null,
  },
  {
    username: 'haeun',
    nickname: '하은',
    role: 'USER',
    age: 27,
    gender: 'F',
    region: '부산 해운대구',
    bio: '해운대 배드민턴 고수 찾습니다',
    affiliation: '부산대 배드민턴부',
  },
  {
    username: 'jiho',
    nickname: '지호',
    role: 'USER',
    age: 22,
    gender: 'M',
    region: '광주 북구',
    bio: '두뇌 게임이면 다 좋아요. 암산 대결 환영',
    affiliation: null,
  },
  {
    username: 'sua',
    nickname: '수아',
    role: 'USER',
    age: 35,
    gender: 'O',
    region: '대전 유성구',
    bio: '주말마다 볼링장에 있어요',
    affiliation: '유성 볼링 클럽',
  },
];

const avatarKey = (username: string) => `avatars/demo-${username}.svg`;

/**
 * Korean demo players and their rules (demo-rules.ts) for trying the app locally. Idempotent:
 * what exists is left alone. Callers must not run it in production (main.ts checks NODE_ENV).
 */
export async function seedDemoData(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger = pino({ level: 'silent' }),
): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((user) => ({ ...user, isDemo: true, profilePictureKey: avatarKey(user.username!) })),
    )
    .onConflictDoNothing();
  for (const user of DEMO_USERS) {
    await storage.put(
      avatarKey(user.username!),
      new TextEncoder().encode(renderDemoAvatarSvg(user.nickname!)),
      'image/svg+xml',
    );
  }
  const authors = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        inArray(
          users.username,
          DEMO_USERS.map((user) => user.username!),
        ),
      ),
    );
  const authorIds = new Map(authors.map((author) => [author.username!, author.id]));
  const reviewer = authors.find((author) => author.role === 'ADMIN');
  await seedDemoRules(db, authorIds, reviewer?.id ?? null);
  await seedDemoReports(db);
  await seedDemoFriends(db);
  await seedDemoChat(db);
  await seedDemoGames(db, storage);
  await seedDemoNotifications(db);
  // After the games seed (issue 11): comments with replies on demo games, and a challenge.
  await seedDemoComments(db);
  await seedDemoChallenge(db);
  // The players' reviews and rule ratings of the finished demo matches (issue 19).
  await seedDemoReviews(db);
  // Other demo players' likes of the finished matches (issue 20).
  await seedDemoLikes(db);
  // Photos of the latest finished matches, through game-media's upload path (issue 19).
  await seedDemoMedia(db, storage, log);
  // One video on the latest of them, through the same path (issue 20 item 7: the demo feed).
  await seedDemoVideo(db, storage, log);
  // Last, once every demo game exists: the rules' play counts and ratings come from the data.
  await deriveDemoRuleCounters(db);
  // Glicko-2 ratings, history and champions of the demo matches' stored results (decision 024):
  // idempotent, a game already rated is skipped; the seed notifies nobody.
  await backfillRatings(db, createRatings({ db, notifier: SILENT_NOTIFIER }));
}

const SILENT_NOTIFIER = { notify: async () => {}, notifyAll: async () => {} };
