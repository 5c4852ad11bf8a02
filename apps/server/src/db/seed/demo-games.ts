import { formatRegion, normaliseRegionText } from '@hanpan/core';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { storeStartPhoto } from '../../features/games/index.ts';
import { beginMatch, playRecordedMatch, type RecordedEvent } from '../../features/match/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../db.ts';
import {
  chatMessages,
  chatRooms,
  gameApplications,
  games,
  matchStates,
  rules,
  ruleVersions,
  users,
} from '../schema/index.ts';

type Username = 'minjun' | 'seoyeon' | 'doyun' | 'haeun' | 'jiho' | 'sua';
type Status = 'MATCHING' | 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELED';

interface DemoGame {
  owner: Username;
  /** A demo rule's version-1 title (demo-rules.data.ts). */
  rule: string;
  status: Status;
  /** Road address through the region normaliser; null = 장소 미정. */
  road: string | null;
  /** Place name and detail, or '협의 가능'; with the owner, the game's identity for idempotency. */
  detail: string;
  /**
   * The detail an older seed gave this game: a data folder seeded then has the game moved here
   * rather than a second copy (the Han river race once sat at 제주 용두암, issue 16 §25f).
   */
  formerDetail?: string;
  /** Days from the seed's run (negative = past); null = 시간 미정. */
  inDays: number | null;
  createdDaysAgo: number;
  opponent?: Username;
  /** Applicants still in line (REQUESTED), oldest first. */
  waiting?: Username[];
  rejected?: Username[];
  /** A private friend game waiting for this friend's answer. */
  invitedFriend?: Username;
  /** Chat lines of a started game, alternating owner / opponent. */
  chat?: string[];
  /** A COMPLETED game's match as its players scored it, played through the match at seed time. */
  match?: RecordedMatch;
}

/** The events (seconds after kick-off) and when the last time-up is settled. */
interface RecordedMatch {
  events: RecordedEvent[];
  endAt: number;
}

/** Timed sets: 'start set N' at `at`, live after its 5-s countdown. */
const startSet = (setIndex: number, at: number): RecordedEvent => ({
  at,
  by: 'owner',
  command: { type: 'SET', setIndex },
});

/**
 * `owner` and `opponent` points of one set, interleaved from `from` seconds on, one every `every`
 * seconds, each entered on the scoring player's phone.
 */
function setPoints(
  setIndex: number,
  counts: { owner: number; opponent: number },
  from: number,
  every: number,
): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const left = { ...counts };
  let at = from;
  while (left.owner + left.opponent > 0) {
    // The one further behind its count scores next, so the lead changes hands as in a real set.
    const by =
      left.owner / Math.max(1, counts.owner) >= left.opponent / Math.max(1, counts.opponent)
        ? 'owner'
        : 'opponent';
    left[by] -= 1;
    events.push({ at, by, command: { type: 'SCORE', player: by, setIndex, scoreDelta: 1 } });
    at += every;
  }
  return events;
}

/**
 * A season of '1분 팔굽혀펴기 대결' between 서연 (서울 강남구) and 도윤 (경기 성남시): sixteen rated
 * one-minute matches over two months bring both below the provisional RD (decision 024), so each is
 * the rule's champion of their own district: the demo's two champions (issue 19 item 8). 서연 wins
 * ten, 도윤 six; they take turns hosting at 탄천.
 */
function LEAGUE_GAMES(): DemoGame[] {
  const seoyeonFirst: Array<[number, number]> = [
    [28, 25],
    [24, 27],
    [30, 26],
    [27, 22],
    [25, 29],
    [31, 27],
    [26, 24],
    [23, 28],
    [29, 25],
    [27, 30],
    [32, 28],
    [26, 23],
    [24, 29],
    [30, 27],
    [28, 26],
    [25, 30],
  ];
  return seoyeonFirst.map(([seoyeon, doyun], round): DemoGame => {
    const seoyeonHosts = round % 2 === 0;
    const days = 72 - round * 4;
    return {
      owner: seoyeonHosts ? 'seoyeon' : 'doyun',
      opponent: seoyeonHosts ? 'doyun' : 'seoyeon',
      rule: '1분 팔굽혀펴기 대결',
      status: 'COMPLETED',
      road: '경기도 성남시 분당구 성남대로 550',
      detail: `탄천종합운동장 야외 피트니스존 (리그 ${round + 1}회차)`,
      inDays: -days,
      createdDaysAgo: days + 2,
      match: {
        events: [
          startSet(1, 0),
          ...setPoints(
            1,
            seoyeonHosts ? { owner: seoyeon, opponent: doyun } : { owner: doyun, opponent: seoyeon },
            6,
            0.9,
          ),
        ],
        endAt: 70,
      },
    };
  });
}

/**
 * Games across eight regions (광주, 대전, 울산 and 세종 among them) in every status, so /game-list,
 * /game and the invite dialog have something real for whoever signs in — 서연 (demo user 2) above
 * all: her own games in each status, a friend-game invitation from 민준, and requests she sent
 * (waiting, approved, rejected). Comments and play-with-me-too are seeded elsewhere.
 */
const DEMO_GAMES: DemoGame[] = [
  {
    owner: 'seoyeon',
    rule: '11점 3세트 탁구',
    status: 'MATCHING',
    road: '서울특별시 강남구 테헤란로 152',
    detail: '강남구민체육센터 탁구장 3번 테이블',
    inDays: 2,
    createdDaysAgo: 1,
    waiting: ['doyun', 'jiho'],
  },
  {
    owner: 'seoyeon',
    rule: '배드민턴 15점 3세트',
    status: 'SCHEDULED',
    road: '서울특별시 강남구 삼성로 212',
    detail: '대치유수지체육공원 배드민턴장',
    inDays: 4,
    createdDaysAgo: 3,
    opponent: 'haeun',
    waiting: ['sua'],
  },
  {
    owner: 'seoyeon',
    rule: '팔씨름 5판 3선승',
    status: 'IN_PROGRESS',
    road: '부산광역시 해운대구 해운대해변로 264',
    detail: '해운대 해수욕장 앞 광장',
    inDays: 0,
    createdDaysAgo: 2,
    opponent: 'minjun',
    chat: ['도착했어요! 광장 분수대 앞이에요', '저도 거의 다 왔어요. 3분만요', '천천히 오세요 😄'],
  },
  {
    owner: 'seoyeon',
    rule: '1분 팔굽혀펴기 대결',
    status: 'COMPLETED',
    road: '경기도 성남시 분당구 성남대로 550',
    detail: '탄천종합운동장 야외 피트니스존',
    inDays: -6,
    createdDaysAgo: 9,
    opponent: 'doyun',
    chat: ['오늘 수고했어요!', '다음엔 꼭 이길게요 💪'],
    // One minute: 서연 32, 도윤 29; the server's time-up decides it.
    match: { events: [startSet(1, 0), ...setPoints(1, { owner: 32, opponent: 29 }, 6, 0.9)], endAt: 70 },
  },
  {
    owner: 'seoyeon',
    rule: '볼링 3게임 승부',
    status: 'CANCELED',
    road: '인천광역시 연수구 센트럴로 350',
    detail: '송도 볼링센터',
    inDays: -3,
    createdDaysAgo: 8,
  },
  {
    owner: 'minjun',
    rule: '눈 감고 한 발 서기',
    status: 'MATCHING',
    road: '서울특별시 마포구 월드컵로 240',
    detail: '월드컵공원 평화의공원 잔디밭',
    inDays: 3,
    createdDaysAgo: 0,
    invitedFriend: 'seoyeon',
  },
  {
    owner: 'minjun',
    rule: '두 자리 암산 스피드전',
    status: 'SCHEDULED',
    road: '서울특별시 마포구 양화로 45',
    detail: '합정역 스터디카페 세미나실',
    inDays: 5,
    createdDaysAgo: 2,
    opponent: 'seoyeon',
    waiting: ['jiho'],
  },
  {
    owner: 'jiho',
    rule: '숫자야구 3판 2선승',
    status: 'MATCHING',
    road: '광주광역시 북구 용봉로 77',
    detail: '전남대 중앙도서관 앞 벤치',
    inDays: 1,
    createdDaysAgo: 1,
    waiting: ['seoyeon'],
  },
  {
    owner: 'jiho',
    rule: '제기차기 1분 3판',
    status: 'COMPLETED',
    road: '광주광역시 서구 상무중앙로 7',
    detail: '상무시민공원 광장',
    inDays: -12,
    createdDaysAgo: 15,
    opponent: 'sua',
    // Best of 3 one-minute sets: 지호 8–6, 수아 9–5, 지호 11–7.
    match: {
      events: [
        startSet(1, 0),
        ...setPoints(1, { owner: 8, opponent: 6 }, 8, 4),
        startSet(2, 90),
        ...setPoints(2, { owner: 5, opponent: 9 }, 98, 4),
        startSet(3, 180),
        ...setPoints(3, { owner: 11, opponent: 7 }, 188, 3),
      ],
      endAt: 260,
    },
  },
  {
    owner: 'sua',
    rule: '스페어 처리 대결',
    status: 'MATCHING',
    road: '대전광역시 유성구 대학로 99',
    detail: '유성 볼링센터 7번 레인',
    inDays: 6,
    createdDaysAgo: 2,
    waiting: ['doyun', 'haeun', 'minjun'],
  },
  {
    owner: 'doyun',
    rule: '하프코트 1대1 농구',
    status: 'MATCHING',
    road: '울산광역시 남구 삼산로 100',
    detail: '태화강 국가정원 농구장',
    inDays: null,
    createdDaysAgo: 3,
    waiting: ['jiho'],
  },
  {
    owner: 'haeun',
    rule: '해변 배드민턴 단판',
    status: 'MATCHING',
    road: '세종특별자치시 한누리대로 2130',
    detail: '세종호수공원 수상무대 옆',
    inDays: 7,
    createdDaysAgo: 1,
    waiting: ['sua'],
  },
  {
    owner: 'doyun',
    rule: '한강 5km 러닝 레이스',
    status: 'MATCHING',
    road: '서울특별시 영등포구 여의동로 330',
    detail: '여의도 한강공원 물빛광장 앞',
    formerDetail: '용두암 입구 주차장',
    inDays: 10,
    createdDaysAgo: 4,
    waiting: ['minjun'],
    rejected: ['seoyeon'],
  },
  {
    owner: 'haeun',
    rule: '배드민턴 15점 3세트',
    status: 'MATCHING',
    road: null,
    detail: '협의 가능',
    inDays: null,
    createdDaysAgo: 0,
    waiting: ['seoyeon', 'jiho'],
  },
  ...LEAGUE_GAMES(),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small court-coloured picture as a phone would send it, through the real start-photo pipeline. */
async function demoStartPhoto(hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="${hue}"/>
    <rect x="40" y="40" width="560" height="400" fill="none" stroke="#fff" stroke-width="8"/>
    <line x1="320" y1="40" x2="320" y2="440" stroke="#fff" stroke-width="6"/>
    <circle cx="320" cy="240" r="60" fill="none" stroke="#fff" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** Rule id and current version by the demo rule's version-1 title. */
async function demoRuleIds(db: Db, titles: string[]) {
  const rows = await db
    .select({ id: rules.id, version: rules.currentVersion, title: ruleVersions.title })
    .from(ruleVersions)
    .innerJoin(rules, eq(rules.id, ruleVersions.ruleId))
    .where(and(eq(ruleVersions.version, 1), inArray(ruleVersions.title, titles)));
  return new Map(rows.map((row) => [row.title, row]));
}

/**
 * A finished demo game an older seed completed by hand (no match at all): it is played through now,
 * so its result page has real sets. One that has a match is left alone.
 */
async function playOlderFinishedGame(db: Db, gameId: number, match: RecordedMatch): Promise<void> {
  const [played] = await db
    .select({ gameId: matchStates.gameId })
    .from(matchStates)
    .where(eq(matchStates.gameId, gameId))
    .limit(1);
  if (played) return;
  await db.transaction(async (tx) => {
    await tx
      .update(games)
      .set({ status: 'IN_PROGRESS' })
      .where(and(eq(games.id, gameId), eq(games.status, 'COMPLETED')));
    await beginMatch(tx, (await tx.select().from(games).where(eq(games.id, gameId)))[0]!);
    await playRecordedMatch(tx, gameId, match.events, match.endAt);
  });
}

/**
 * Idempotent: a demo game is (owner, place detail); one that exists is left alone (players may
 * have started, deleted or changed it since). Runs after the demo rules and players exist.
 */
export async function seedDemoGames(db: Db, storage: FileStorage): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemo, true));
  const idOf = new Map(people.map((person) => [person.username as string, person.id]));
  const ruleOf = await demoRuleIds(db, [...new Set(DEMO_GAMES.map((game) => game.rule))]);
  const now = Date.now();

  for (const [index, demo] of DEMO_GAMES.entries()) {
    const ownerId = idOf.get(demo.owner);
    const rule = ruleOf.get(demo.rule);
    if (ownerId === undefined || !rule) continue;
    const ref = demo.road ? normaliseRegionText(demo.road) : null;
    if (demo.road && !ref) throw new Error(`demo game place does not normalise: ${demo.road}`);
    const place = {
      placeRoad: demo.road,
      placeDetail: demo.detail,
      province: ref?.province ?? null,
      region: ref ? formatRegion(ref.province, ref.district) : null,
    };
    const [existing] = await db
      .select({ id: games.id, placeDetail: games.placeDetail, status: games.status })
      .from(games)
      .where(
        and(
          eq(games.ownerId, ownerId),
          inArray(games.placeDetail, [demo.detail, ...(demo.formerDetail ? [demo.formerDetail] : [])]),
        ),
      )
      .limit(1);
    if (existing) {
      if (existing.placeDetail !== demo.detail)
        await db.update(games).set(place).where(eq(games.id, existing.id));
      if (demo.match && existing.status === 'COMPLETED')
        await playOlderFinishedGame(db, existing.id, demo.match);
      continue;
    }

    const opponentId = demo.opponent ? (idOf.get(demo.opponent) ?? null) : null;
    const friendId = demo.invitedFriend ? (idOf.get(demo.invitedFriend) ?? null) : null;
    const createdAt = new Date(now - demo.createdDaysAgo * DAY_MS - index * 60_000);
    const live = demo.status === 'IN_PROGRESS' || demo.status === 'COMPLETED';
    const startedAt = live
      ? new Date(demo.status === 'IN_PROGRESS' ? now - 20 * 60_000 : now + (demo.inDays ?? 0) * DAY_MS)
      : null;
    // Whole minutes at 19:00 Seoul time, as the datetime-local picker sends them.
    const matchDate =
      demo.inDays === null
        ? null
        : new Date(Math.floor((now + demo.inDays * DAY_MS) / DAY_MS) * DAY_MS + 10 * 60 * 60 * 1000);

    const game = await db.transaction(async (tx) => {
      const chatRoomId = live
        ? (await tx.insert(chatRooms).values({ kind: 'GAME', createdAt: startedAt! }).returning())[0]!.id
        : null;
      const [row] = await tx
        .insert(games)
        .values({
          ownerId,
          opponentId,
          ruleId: rule.id,
          ruleVersion: rule.version,
          // A recorded match is played through below: the match, not the seed, completes the game.
          status: demo.status === 'COMPLETED' && demo.match ? 'IN_PROGRESS' : demo.status,
          isFriendGame: friendId !== null,
          invitedFriendId: friendId,
          ...place,
          matchDate,
          createdAt,
          startedAt,
          chatRoomId,
        })
        .returning();
      // A demo game under way is a live match from its start (issue 18): playable, and abandoned
      // six hours after its last event like any other.
      if (row!.status === 'IN_PROGRESS') await beginMatch(tx, row!);
      if (demo.status === 'COMPLETED' && demo.match)
        await playRecordedMatch(tx, row!.id, demo.match.events, demo.match.endAt);
      const applications = [
        ...(opponentId !== null && friendId === null
          ? [{ applicantId: opponentId, status: 'APPROVED' as const }]
          : []),
        ...(demo.waiting ?? []).map((name) => ({
          applicantId: idOf.get(name),
          status: 'REQUESTED' as const,
        })),
        ...(demo.rejected ?? []).map((name) => ({
          applicantId: idOf.get(name),
          status: 'REJECTED' as const,
        })),
      ].filter(
        (
          application,
        ): application is { applicantId: number; status: 'APPROVED' | 'REQUESTED' | 'REJECTED' } =>
          application.applicantId !== undefined,
      );
      for (const [order, application] of applications.entries())
        await tx.insert(gameApplications).values({
          gameId: row!.id,
          ...application,
          createdAt: new Date(createdAt.getTime() + (order + 1) * 37 * 60_000),
        });
      if (chatRoomId !== null && opponentId !== null)
        for (const [order, content] of (demo.chat ?? []).entries())
          await tx.insert(chatMessages).values({
            roomId: chatRoomId,
            senderId: order % 2 === 0 ? ownerId : opponentId,
            content,
            createdAt: new Date(startedAt!.getTime() - (demo.chat!.length - order) * 60_000),
          });
      return row!;
    });

    if (live) {
      const [key] = await storeStartPhoto(
        storage,
        game.id,
        await demoStartPhoto(index % 2 ? '#2f855a' : '#2b6cb0'),
      );
      await db.update(games).set({ startPhotoKey: key }).where(eq(games.id, game.id));
    }
  }
}
