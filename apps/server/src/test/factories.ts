import type { Db } from '../db/db.ts';
import {
  friendships,
  gameApplications,
  games,
  matchResults,
  rules,
  ruleVersions,
  userBlocks,
  users,
  type GameRow,
  type MatchResultRow,
  type NewGameRow,
  type NewUserRow,
  type RuleRow,
  type UserRow,
} from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/index.ts';
import { ruleSearchChoseong } from '../features/rules/index.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A finished, onboarded player unless overridden. */
export async function buildUser(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const suffix = next();
  const [row] = await db
    .insert(users)
    .values({
      username: `u${suffix}`.slice(0, 12),
      nickname: `선수${suffix.slice(-3)}`,
      region: '서울 강남구',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildAdmin(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  return buildUser(db, { role: 'ADMIN', ...overrides });
}

export async function buildGroupAccount(
  db: Db,
  { email, password, ...overrides }: Partial<NewUserRow> & { email: string; password: string },
): Promise<UserRow> {
  return buildUser(db, {
    email,
    passwordHash: await hashPassword(password),
    isGroupAccount: true,
    isInitialGroup: true,
    username: null,
    nickname: null,
    ...overrides,
  });
}

/** `blocker` blocks `blocked`, optionally at a given time (lists are newest first). */
export async function buildBlock(
  db: Db,
  blocker: Pick<UserRow, 'id'>,
  blocked: Pick<UserRow, 'id'>,
  createdAt: Date = new Date(),
): Promise<void> {
  await db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: blocked.id, createdAt });
}

/**
 * `requester` asked `other` to be friends; `accepted` makes them friends. Times are optional
 * (lists are newest first).
 */
export async function buildFriendship(
  db: Db,
  requester: Pick<UserRow, 'id'>,
  other: Pick<UserRow, 'id'>,
  { accepted = true, at = new Date() }: { accepted?: boolean; at?: Date } = {},
): Promise<void> {
  const [userLow, userHigh] = requester.id < other.id ? [requester.id, other.id] : [other.id, requester.id];
  await db.insert(friendships).values({
    userLow,
    userHigh,
    requesterId: requester.id,
    status: accepted ? 'ACCEPTED' : 'PENDING',
    requestedAt: at,
    acceptedAt: accepted ? at : null,
  });
}

/** A deleted (anonymised) account, as POST /api/user/remove leaves it. */
export async function buildDeletedUser(db: Db): Promise<UserRow> {
  return buildUser(db, { username: null, nickname: null, region: null, deletedAt: new Date() });
}

/**
 * A rule and its version 1, as POST /api/rules leaves them (search column included); content,
 * statistics and created_at can be overridden.
 */
export async function buildRule(
  db: Db,
  creator: Pick<UserRow, 'id'> | null,
  overrides: Partial<typeof rules.$inferInsert> = {},
): Promise<RuleRow> {
  const values = {
    title: `규칙 ${next()}`.slice(0, 20),
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    goal: '먼저 11점을 내는 사람이 세트를 가져가요.',
    scoreDefinition: '상대가 공을 넘기지 못하면 1점이에요.',
    preparation: '탁구대, 라켓 두 개, 공',
    playOrder: '서브는 두 점마다 바꿔요.',
    decision: '애매하면 다시 해요.',
    foul: '네트를 건드리면 실점이에요.',
    extraInfo: null,
    winBy: 'SETS_HALF_WIN' as const,
    pointsToWin: 11,
    setsToWin: 3,
    durationSeconds: -1,
    createdById: creator?.id ?? null,
    ...overrides,
  };
  const [row] = await db
    .insert(rules)
    .values({ ...values, searchChoseong: ruleSearchChoseong(values.title, values.goal) })
    .returning();
  const {
    id: _id,
    createdById: _by,
    updatedAt: _u,
    currentVersion: _v,
    playCount: _p,
    ratingSum: _s,
    ratingCount: _c,
    averageRating: _a,
    lastPlayedAt: _l,
    searchChoseong: _sc,
    ...content
  } = row!;
  await db.insert(ruleVersions).values({ ...content, ruleId: row!.id, version: 1 });
  return row!;
}

/**
 * A game of `owner` with `rule` at its current version 1 unless overridden: an open random game
 * (MATCHING, place undecided) by default. For states the API cannot make yet (friend games…).
 */
export async function buildGame(
  db: Db,
  owner: Pick<UserRow, 'id'>,
  rule: Pick<RuleRow, 'id' | 'currentVersion'>,
  overrides: Partial<NewGameRow> = {},
): Promise<GameRow> {
  // A game that is or was played has a start time (the games_started_when_live check).
  const live = overrides.status === 'IN_PROGRESS' || overrides.status === 'COMPLETED';
  const startedAt = overrides.startedAt ?? (live ? new Date() : null);
  const [row] = await db
    .insert(games)
    .values({ ownerId: owner.id, ruleId: rule.id, ruleVersion: rule.currentVersion, ...overrides, startedAt })
    .returning();
  return row!;
}

/** `applicant` applied to `game` (REQUESTED unless overridden). */
export async function buildApplication(
  db: Db,
  game: Pick<GameRow, 'id'>,
  applicant: Pick<UserRow, 'id'>,
  status: 'REQUESTED' | 'APPROVED' | 'REJECTED' = 'REQUESTED',
): Promise<void> {
  await db.insert(gameApplications).values({ gameId: game.id, applicantId: applicant.id, status });
}

/**
 * A played game between `owner` and `opponent`: COMPLETED with a stored result (user1 won 1–0
 * unless overridden; `abandoned: true` for a match that ended without a winner).
 */
export async function buildPlayedGame(
  db: Db,
  owner: Pick<UserRow, 'id'>,
  opponent: Pick<UserRow, 'id'>,
  rule: Pick<RuleRow, 'id' | 'currentVersion'>,
  result: Partial<MatchResultRow> = {},
): Promise<GameRow> {
  const game = await buildGame(db, owner, rule, { status: 'COMPLETED', opponentId: opponent.id });
  const abandoned = result.abandoned ?? false;
  await db.insert(matchResults).values({
    gameId: game.id,
    winnerIdx: abandoned ? 0 : 1,
    winnerId: abandoned ? null : owner.id,
    setResults: [{ set: 1, score1: 11, score2: 7, winner: 1 }],
    user1SetCount: 1,
    user2SetCount: 0,
    drawCount: 0,
    completedAt: new Date(),
    ...result,
  });
  return game;
}
