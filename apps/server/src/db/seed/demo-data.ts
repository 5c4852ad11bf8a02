import { and, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../db.ts';
import { rules, users } from '../schema/index.ts';
import { renderDemoAvatarSvg } from './demo-avatar.ts';
import { seedDemoReports } from './demo-reports.ts';

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

type DemoRule = Omit<typeof rules.$inferInsert, 'createdById'> & { author: string };

const DEMO_RULES: DemoRule[] = [
  {
    author: 'seoyeon',
    title: '11점 3세트 탁구',
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    goal: '상대보다 먼저 11점을 따내 세트를 가져가는 탁구 경기입니다.',
    scoreDefinition: '상대가 공을 받아넘기지 못하면 1점을 얻습니다.',
    preparation: '탁구대, 라켓 2개, 공 1개',
    playOrder: '서브는 2점마다 교대하고, 세트가 끝나면 코트를 바꿉니다.',
    decision: '애매한 판정은 두 선수가 합의해 다시 합니다.',
    foul: '네트 터치, 서브 시 공을 숨기는 행위',
    extraInfo: '10:10 이후에는 2점 차가 나야 끝납니다.',
    winBy: 'SETS_HALF_WIN',
    pointsToWin: 11,
    setsToWin: 3,
    durationSeconds: -1,
  },
  {
    author: 'doyun',
    title: '1분 팔굽혀펴기 대결',
    majorCategory: '신체',
    minorCategory: '근력',
    goal: '1분 동안 팔굽혀펴기를 더 많이 한 사람이 이깁니다.',
    scoreDefinition: '가슴이 주먹 하나 높이까지 내려갔다 올라오면 1회입니다.',
    preparation: '타이머, 평평한 바닥',
    playOrder: '한 사람씩 1분 동안 하고 상대가 개수를 셉니다.',
    decision: '세는 사람의 판정을 따르되 영상이 있으면 영상을 우선합니다.',
    foul: '무릎이 바닥에 닿는 경우',
    extraInfo: null,
    winBy: 'MOST_SETS_AND_POINTS',
    pointsToWin: -1,
    setsToWin: 1,
    durationSeconds: 60,
  },
  {
    author: 'jiho',
    title: '두 자리 암산 스피드전',
    majorCategory: '두뇌',
    minorCategory: '속도·반응',
    goal: '제시된 두 자리 수 곱셈을 먼저 맞히는 사람이 점수를 얻습니다.',
    scoreDefinition: '정답을 먼저 말하면 1점, 틀리면 상대에게 1점.',
    preparation: '문제를 낼 휴대폰 계산기 앱',
    playOrder: '번갈아 가며 문제를 내고 동시에 답합니다.',
    decision: '계산기로 확인한 값이 정답입니다.',
    foul: '종이나 계산기를 보는 행위',
    extraInfo: '한 세트는 5점 선취',
    winBy: 'SETS_HALF_WIN',
    pointsToWin: 5,
    setsToWin: 3,
    durationSeconds: -1,
  },
];

const avatarKey = (username: string) => `avatars/demo-${username}.svg`;

/**
 * Korean demo players and rules for trying the app locally. Idempotent: what exists is left
 * alone. Callers must not run it in production (main.ts checks NODE_ENV).
 */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<void> {
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
    .select({ id: users.id, username: users.username })
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
  const authorId = new Map(authors.map((author) => [author.username, author.id]));
  for (const { author, ...rule } of DEMO_RULES) {
    const createdById = authorId.get(author);
    if (!createdById) continue;
    const [existing] = await db
      .select({ id: rules.id })
      .from(rules)
      .where(and(eq(rules.title, rule.title), eq(rules.createdById, createdById)))
      .limit(1);
    if (!existing) await db.insert(rules).values({ ...rule, createdById });
  }
  await seedDemoReports(db);
}
