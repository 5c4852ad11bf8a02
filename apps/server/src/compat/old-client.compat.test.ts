import {
  BlockedUserSchema,
  ChallengeSchema,
  ChallengeStatusWithUserSchema,
  CommentLikeResultSchema,
  CommentSchema,
  CommentTreeSchema,
  ChatHistorySchema,
  DmRoomListSchema,
  DmRoomSchema,
  FriendStatusSchema,
  FriendsSchema,
  GameMediaListSchema,
  GameActionResultSchema,
  GameRankingSchema,
  GameApplicantsSchema,
  GameListSchema,
  GameRequestCountSchema,
  LikerListSchema,
  LikeStatusSchema,
  LikeToggleSchema,
  MyGamesSchema,
  MyRequestsSchema,
  NotificationsSchema,
  CategoryMajorsSchema,
  CategoryMinorsSchema,
  CheckUsernameResponseSchema,
  CreatedGameIdSchema,
  CurrentUserIdResponseSchema,
  DailyFirstResponseSchema,
  EditRequestListSchema,
  EditRequestSchema,
  ErrorBodySchema,
  FeedPageSchema,
  FeedPostSchema,
  LoginResponseSchema,
  MyProfileSchema,
  ActiveMyGameSchema,
  ProfileSchema,
  ReviewSchema,
  RuleListSchema,
  RuleRatingSchema,
  RuleRankingSchema,
  RuleSchema,
  UserSearchResultSchema,
} from '@hanpan/core';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../db/schema/index.ts';
import { finishedGame } from '../features/reviews/reviews.test-support.ts';
import { multipartBody, type FormPart } from '../features/uploads/uploads.test-support.ts';
import { mp4Fixture } from '../integrations/video/video-fixtures.ts';
import {
  buildAdmin,
  buildFriendship,
  buildGame,
  buildGroupAccount,
  buildPlayedGame,
  buildRule,
  buildUser,
} from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createRatings } from '../features/ratings/index.ts';

/**
 * The clients already in the field (the original web client and the Android/iOS wrappers around
 * it) keep working: each call below is replayed byte for byte as that client sends it — axios's
 * headers, a bearer token, a browser FormData, bodiless POSTs — from the client's own origin, and
 * each answer is parsed with the shared core schema plus the promise that client relies on
 * (contract notes, issue 7 item 7). A failure here means a phone in someone's pocket breaks.
 */

const PUBLIC_URL = 'https://api.hanpan.test';
const OLD_CLIENT_ORIGIN = 'https://www.hanpan.test';
// What axios puts on every request, and what an Android WebView running the old client says.
const AXIOS_ACCEPT = 'application/json, text/plain, */*';
const WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36 HanpanApp/Android';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, CORS_ORIGINS: OLD_CLIENT_ORIGIN });
});
afterAll(() => t?.close());

type Headers = Record<string, string>;

function axiosHeaders(token: string | null, extra: Headers = {}): Headers {
  return {
    accept: AXIOS_ACCEPT,
    origin: OLD_CLIENT_ORIGIN,
    referer: `${OLD_CLIENT_ORIGIN}/`,
    'user-agent': WEBVIEW_UA,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

/** axios.get(url) */
const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: axiosHeaders(token) });

/** axios.post(url, body): JSON with axios's content type (0.x added the charset). */
const postJson = (url: string, body: unknown, token: string | null, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: axiosHeaders(token, { 'content-type': contentType }),
  });

/**
 * axios.post(url) without data: no body at all (the browser still sends Content-Length: 0), or the
 * shapes other builds of the client and the wrappers produce for "nothing".
 */
const EMPTY_POSTS: Record<string, { headers: Headers; payload?: string }> = {
  'no body, no content type': { headers: { 'content-length': '0' } },
  'an empty body labelled JSON': { headers: { 'content-type': 'application/json' }, payload: '' },
  '{}': { headers: { 'content-type': 'application/json' }, payload: '{}' },
  "axios 0.x's form default with nothing in it": {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  },
};
const postEmpty = (url: string, token: string | null, shape: keyof typeof EMPTY_POSTS) => {
  const { headers, payload } = EMPTY_POSTS[shape]!;
  return t.app.inject({
    method: 'POST',
    url,
    headers: axiosHeaders(token, headers),
    ...(payload === undefined ? {} : { payload }),
  });
};

const del = (url: string, token: string | null) =>
  t.app.inject({ method: 'DELETE', url, headers: axiosHeaders(token) });

/** The profile save: a browser FormData, its boundary chosen by the browser, sent with PATCH. */
async function saveProfile(token: string, parts: Record<string, FormPart>) {
  const form = await multipartBody(parts);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user-profile/save',
    payload: form.payload,
    headers: axiosHeaders(token, form.headers),
  });
}

/** Status, CORS for the old client's origin, and the body parsed with the shared schema. */
function answered<T extends z.ZodType>(res: LightMyRequestResponse, status: number, schema: T): z.infer<T> {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['access-control-allow-origin']).toBe(OLD_CLIENT_ORIGIN);
  expect(res.headers['access-control-allow-credentials']).toBe('true');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return schema.parse(res.json());
}

const isAbsoluteImageUrl = (url: string | null) =>
  url !== null && url.startsWith(`${PUBLIC_URL}/uploads/`) && new URL(url).origin === PUBLIC_URL;

/** A phone photo after the old client's canvas compression. */
const compressedPhoto = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#2d6cdf' } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function playerWithToken(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, { age: 28, gender: 'F', bio: '주말 배드민턴', ...overrides });
  return { user, token: await t.tokenFor(user) };
}

describe('old client: sign-in and who am I', () => {
  it('GET /api/auth/current-user-id answers the bare id', async () => {
    const { user, token } = await playerWithToken();
    const res = await get('/api/auth/current-user-id', token);
    expect(answered(res, 200, CurrentUserIdResponseSchema)).toBe(user.id);
    expect(res.body).toBe(String(user.id));
  });

  it('POST /api/auth/login signs a group account in; its token works for the next calls', async () => {
    await buildGroupAccount(t.db, { email: 'old-club', password: 'password123' });
    for (const contentType of ['application/json', 'application/json;charset=utf-8']) {
      const res = await postJson(
        '/api/auth/login',
        { email: 'old-club', password: 'password123' },
        null,
        contentType,
      );
      const { token, isInitialGroup } = answered(res, 200, LoginResponseSchema);
      expect(isInitialGroup).toBe(true);
      expect(typeof answered(await get('/api/auth/current-user-id', token), 200, z.number())).toBe('number');
    }
  });

  it('POST /api/auth/check-username answers { exists }', async () => {
    const { token } = await playerWithToken({ username: 'oldtaken' });
    const other = await playerWithToken();
    const taken = await postJson('/api/auth/check-username', { username: 'oldtaken' }, other.token);
    expect(answered(taken, 200, CheckUsernameResponseSchema)).toEqual({ exists: true });
    const free = await postJson('/api/auth/check-username', { username: 'oldfree1' }, token);
    expect(answered(free, 200, CheckUsernameResponseSchema)).toEqual({ exists: false });
  });

  it('the preflight of a cross-origin PATCH with a bearer token is allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user-profile/save',
      headers: {
        origin: OLD_CLIENT_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(OLD_CLIENT_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });
});

describe('old client: profiles', () => {
  it('GET /api/user-profile/0 and /{id} carry every field the profile screen reads', async () => {
    const { user, token } = await playerWithToken({ region: '경기 수원시', affiliation: '수원 클럽' });
    const viewer = await playerWithToken();
    const mine = answered(await get('/api/user-profile/0', token), 200, ProfileSchema);
    const seen = answered(await get(`/api/user-profile/${user.id}`, viewer.token), 200, ProfileSchema);
    for (const [profile, isMe] of [
      [mine, true],
      [seen, false],
    ] as const) {
      expect(profile).toMatchObject({ id: user.id, isMe, region: '경기 수원시', location: '경기 수원시' });
      // The screen maps and reads these without a guard: present even before the first game.
      expect(profile.playedRules).toEqual([]);
      expect(profile.recentGames).toEqual([]);
      expect(profile.top3Rules).toEqual([]);
      expect(profile.myChampions).toEqual([]);
      expect(profile.stats).toEqual({
        wins: 0,
        draws: 0,
        losses: 0,
        winRate: 0,
        performance: 0,
        performanceHistory: [],
        friends: 0,
      });
      expect(profile).toMatchObject({
        playTime: 0,
        mannerScore: 4.5,
        mannerReviewCount: 0,
        totalPlayers: 0,
        avatar: null,
      });
    }
  });

  it('PATCH /api/user-profile/save takes the old FormData: empty gender/region, old region names, a photo', async () => {
    const { user, token } = await playerWithToken({ region: '서울 강남구' });
    // The old form sends every field, '' for what the player never chose.
    const unchanged = await saveProfile(token, {
      nickname: user.nickname!,
      age: '29',
      gender: '',
      region: '',
      bio: '주말 배드민턴',
      affiliation: '',
    });
    expect(answered(unchanged, 200, MyProfileSchema)).toMatchObject({
      gender: 'F',
      region: '서울 강남구',
      age: 29,
      affiliation: '',
    });

    for (const [sent, stored] of [
      ['경기 수원시 장안구', '경기 수원시'],
      ['인천 남구', '인천 미추홀구'],
      ['경북 군위군', '대구 군위군'],
      ['강원도 춘천시', '강원 춘천시'],
    ] as const) {
      const res = await saveProfile(token, { gender: 'F', region: sent });
      expect(answered(res, 200, MyProfileSchema).region).toBe(stored);
    }

    const withPhoto = await saveProfile(token, {
      region: '',
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const saved = answered(withPhoto, 200, MyProfileSchema);
    expect(isAbsoluteImageUrl(saved.profilePicture)).toBe(true);
    expect(isAbsoluteImageUrl(saved.profilePictureThumbnail)).toBe(true);
    const shown = answered(await get('/api/user-profile/0', token), 200, ProfileSchema);
    expect(shown.avatar).toBe(saved.profilePicture);
    expect(shown.location).toBe('강원 춘천시');

    // The picture loads from another origin (the wrapper's web view) as the URL says.
    const picture = await t.app.inject({
      url: new URL(saved.profilePicture!).pathname,
      headers: { origin: OLD_CLIENT_ORIGIN },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const deleted = await saveProfile(token, { profile_picture: 'null' });
    expect(answered(deleted, 200, MyProfileSchema)).toMatchObject({ profilePicture: null });
  });

  it('GET /api/user-profile/search finds players, with absolute avatars', async () => {
    const { token } = await playerWithToken();
    const found = await playerWithToken({ nickname: '옛검색왕', username: 'oldsearch' });
    await saveProfile(found.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const res = await get(`/api/user-profile/search?keyword=${encodeURIComponent('옛검색')}`, token);
    // A plain array (contract notes "Lists"); the last page carries no next cursor.
    const items = answered(res, 200, z.array(UserSearchResultSchema));
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: found.user.id, nickname: '옛검색왕', username: 'oldsearch' });
    expect(isAbsoluteImageUrl(items[0]!.avatar)).toBe(true);
  });
});

describe('old client: daily first access', () => {
  it.each(Object.keys(EMPTY_POSTS))('POST /api/access/daily-first takes %s', async (shape) => {
    const { token } = await playerWithToken();
    const res = await postEmpty('/api/access/daily-first', token, shape);
    expect(answered(res, 200, DailyFirstResponseSchema)).toEqual({ firstToday: true });
    const again = await postEmpty('/api/access/daily-first', token, shape);
    expect(answered(again, 200, DailyFirstResponseSchema)).toEqual({ firstToday: false });
  });
});

describe('old client: blocks', () => {
  it('blocks with a bodiless POST, lists as an array with absolute pictures, unblocks with DELETE', async () => {
    const { token } = await playerWithToken();
    const other = await playerWithToken({ nickname: '차단될이', username: 'oldblocked' });
    await saveProfile(other.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });

    const blocked = await postEmpty(`/api/block/${other.user.id}`, token, 'no body, no content type');
    expect(blocked.statusCode).toBe(204);
    const list = answered(await get('/api/block', token), 200, z.array(BlockedUserSchema));
    expect(list).toHaveLength(1);
    // The old list writes '{nickname} @{email}': the username goes there, never the e-mail (issue 16 §16).
    expect(list[0]).toMatchObject({ id: other.user.id, nickname: '차단될이', email: 'oldblocked' });
    expect(isAbsoluteImageUrl(list[0]!.profileUrl)).toBe(true);

    expect((await del(`/api/block/${other.user.id}`, token)).statusCode).toBe(204);
    expect(answered(await get('/api/block', token), 200, z.array(BlockedUserSchema))).toEqual([]);
  });
});

describe('old client: friends, DMs and notifications', () => {
  it('sends a friend request with a bodiless POST, the other accepts; both lists are arrays with absolute pictures', async () => {
    const a = await playerWithToken({ nickname: '요청자', username: 'oldfriend1' });
    const b = await playerWithToken({ nickname: '수락자', username: 'oldfriend2' });
    await saveProfile(b.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const sent = await postEmpty(`/api/friends/request/${b.user.id}`, a.token, 'no body, no content type');
    expect(sent.statusCode).toBe(200);
    const received = answered(await get('/api/friends/my/received', b.token), 200, FriendsSchema);
    expect(received.map((friend) => friend.id)).toEqual([a.user.id]);
    const accepted = await postEmpty(
      `/api/friends/accept/${a.user.id}`,
      b.token,
      "axios 0.x's form default with nothing in it",
    );
    expect(accepted.statusCode).toBe(200);
    expect(answered(await get(`/api/friends/status/${b.user.id}`, a.token), 200, FriendStatusSchema)).toEqual(
      {
        sent: false,
        isFriend: true,
        received: false,
      },
    );
    const friends = answered(await get('/api/friends/my', a.token), 200, FriendsSchema);
    expect(friends.map((friend) => friend.id)).toEqual([b.user.id]);
    expect(isAbsoluteImageUrl(friends[0]!.avatar)).toBe(true);
    expect((await del(`/api/friends/${b.user.id}`, a.token)).statusCode).toBeLessThan(300);
  });

  it('opens the same DM room twice with a bodiless POST and reads its history and the room list as arrays', async () => {
    const a = await playerWithToken({ nickname: '디엠일', username: 'olddm1' });
    const b = await playerWithToken({ nickname: '디엠이', username: 'olddm2' });
    const open = () => postEmpty(`/api/chat-room/dm-room?targetUserId=${b.user.id}`, a.token, '{}');
    const first = answered(await open(), 200, DmRoomSchema);
    const again = answered(await open(), 200, DmRoomSchema);
    expect(again.roomId).toBe(first.roomId);
    expect(first.targetUserNickname).toBe('디엠이');
    expect(
      answered(await get(`/api/chat-room/${first.roomId}/chat-messages`, a.token), 200, ChatHistorySchema),
    ).toEqual([]);
    const rooms = answered(await get('/api/chat-room/my-dm-rooms', a.token), 200, DmRoomListSchema);
    expect(rooms.map((room) => room.roomId)).toEqual([first.roomId]);
    const self = await postEmpty(`/api/chat-room/dm-room?targetUserId=${a.user.id}`, a.token, '{}');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('자기 자신과의 DM은 생성할 수 없습니다.');
  });

  it('lists notifications as an array and clears them with a bodiless POST', async () => {
    const a = await playerWithToken({ username: 'oldnotify1' });
    const b = await playerWithToken({ nickname: '알림보낸이', username: 'oldnotify2' });
    await postEmpty(`/api/friends/request/${a.user.id}`, b.token, 'no body, no content type');
    await t.app.notifier.idle();
    const list = answered(await get('/api/notifications', a.token), 200, NotificationsSchema);
    expect(list.map((item) => item.type)).toEqual(['FRIEND']);
    expect(list[0]!.isRead).toBe(false);
    expect(
      (await postEmpty(`/api/notifications/${list[0]!.id}/read`, a.token, 'an empty body labelled JSON'))
        .statusCode,
    ).toBeLessThan(300);
    expect(
      (await postEmpty('/api/notifications/clear', a.token, 'no body, no content type')).statusCode,
    ).toBeLessThan(300);
    expect(answered(await get('/api/notifications', a.token), 200, NotificationsSchema)).toEqual([]);
  });
});

describe('old client: rules', () => {
  /** What the old wizard posts: every field, extra info as '' when skipped, axios 0.x content type. */
  const wizardBody = {
    ruleGoal: '먼저 5골을 넣는 사람이 이기는 미니 축구예요.',
    ruleScoreDefinition: '공이 콘 사이를 지나가면 1골이에요.',
    rulePreparation: '축구공, 콘 4개',
    ruleOrder: '골을 먹은 쪽이 킥오프해요.',
    ruleDecision: '애매하면 다시 해요.',
    ruleFoul: '손으로 공 만지기',
    ruleExtraInfo: '',
    pointsToWin: 5,
    duration: 600,
    setsToWin: 1,
    winBy: 'SETS_HALF_WIN',
  };

  it('reads the categories, creates a rule and finds it in the list with an absolute creator picture', async () => {
    const { token } = await playerWithToken({ nickname: '골잡이' });
    await saveProfile(token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const { majors } = answered(await get('/api/rules/categories', token), 200, CategoryMajorsSchema);
    expect(majors[0]).toBe('기존 스포츠');
    const sports = answered(
      await get(`/api/rules/categories/${encodeURIComponent(majors[0]!)}`, token),
      200,
      CategoryMinorsSchema,
    );
    expect(sports).toContain('축구');

    const created = answered(
      await postJson('/api/rules', wizardBody, token, 'application/json;charset=utf-8'),
      201,
      RuleSchema,
    );
    expect(created.ruleTitle).toBe(created.title);
    expect(created.ruleExtraInfo).toBeNull();
    expect(isAbsoluteImageUrl(created.createdBy!.profile.profilePicture)).toBe(true);

    // The old list call sends every filter, empty when unused, and sort=latest.
    const list = answered(
      await get('/api/rules/list?sort=latest&major=&minor=&search=', token),
      200,
      RuleListSchema,
    );
    expect(list[0]).toMatchObject({ id: created.id, useCount: 0, rating: 0, editRequestStatus: null });
  });

  it('requests an edit, sees it in my rules, cancels it with a bodiless POST; an admin approves one the same way', async () => {
    const { token } = await playerWithToken();
    const rule = answered(await postJson('/api/rules', wizardBody, token), 201, RuleSchema);
    const edit = {
      ...wizardBody,
      ruleTitle: rule.ruleTitle,
      majorCategory: rule.majorCategory,
      minorCategory: rule.minorCategory,
      pointsToWin: 7,
      originalRuleId: rule.id,
    };
    const request = answered(await postJson('/api/rules/edit-requests', edit, token), 201, EditRequestSchema);
    const mine = answered(await get('/api/rules/my-rules', token), 200, RuleListSchema);
    expect(mine[0]).toMatchObject({ id: rule.id, editRequestStatus: 'PENDING', editRequestId: request.id });
    const cancelled = await postEmpty(
      `/api/rules/edit-requests/${request.id}/cancel`,
      token,
      'no body, no content type',
    );
    expect(cancelled.statusCode).toBe(204);

    const again = answered(await postJson('/api/rules/edit-requests', edit, token), 201, EditRequestSchema);
    const adminToken = await t.tokenFor(await buildAdmin(t.db));
    const pending = answered(
      await get('/api/admin/rules/edit-requests?status=PENDING', adminToken),
      200,
      EditRequestListSchema,
    );
    expect(pending.map((row) => row.id)).toContain(again.id);
    const approved = await postEmpty(
      `/api/admin/rules/edit-requests/${again.id}/approve`,
      adminToken,
      'an empty body labelled JSON',
    );
    expect(answered(approved, 200, EditRequestSchema).status).toBe('APPROVED');
    expect(answered(await get(`/api/rules/${rule.id}`, token), 200, RuleSchema).pointsToWin).toBe(7);
  });

  it("the admin's request list names the requester and the reviewer as {id, nickname} (issue 16 item 15)", async () => {
    const { user, token } = await playerWithToken({ nickname: '규칙장인' });
    const admin = await buildAdmin(t.db, { nickname: '검토자' });
    const adminToken = await t.tokenFor(admin);
    const rule = answered(await postJson('/api/rules', wizardBody, token), 201, RuleSchema);
    const edit = { ...wizardBody, ruleTitle: rule.ruleTitle, majorCategory: rule.majorCategory };
    const request = answered(
      await postJson(
        '/api/rules/edit-requests',
        { ...edit, minorCategory: rule.minorCategory, pointsToWin: 9, originalRuleId: rule.id },
        token,
      ),
      201,
      EditRequestSchema,
    );
    // The old admin renders `request.requestedBy?.nickname || '알 수 없음'` (and reviewedBy alike).
    type Person = { id: number; nickname: string } | null;
    const row = (list: unknown) =>
      (list as { id: number; requestedBy: Person; reviewedBy: Person }[]).find(
        (item) => item.id === request.id,
      );
    const pending = await get('/api/admin/rules/edit-requests?status=PENDING', adminToken);
    answered(pending, 200, EditRequestListSchema);
    expect(row(pending.json())).toMatchObject({
      requestedBy: { id: user.id, nickname: '규칙장인' },
      reviewedBy: null,
    });

    await postEmpty(
      `/api/admin/rules/edit-requests/${request.id}/approve`,
      adminToken,
      'no body, no content type',
    );
    const approved = await get('/api/admin/rules/edit-requests?status=APPROVED', adminToken);
    answered(approved, 200, EditRequestListSchema);
    expect(row(approved.json())).toMatchObject({
      requestedBy: { id: user.id, nickname: '규칙장인' },
      reviewedBy: { id: admin.id, nickname: '검토자' },
    });
  });

  it('requests an edit with originalRuleId as the text of its route ("76"), and refuses ids that only look like one', async () => {
    const { token } = await playerWithToken();
    const rule = answered(await postJson('/api/rules', wizardBody, token), 201, RuleSchema);
    const edit = {
      ...wizardBody,
      ruleTitle: rule.ruleTitle,
      majorCategory: rule.majorCategory,
      minorCategory: rule.minorCategory,
      pointsToWin: 9,
    };
    // The old edit screen takes the id from useParams(): a string.
    const request = answered(
      await postJson('/api/rules/edit-requests', { ...edit, originalRuleId: String(rule.id) }, token),
      201,
      EditRequestSchema,
    );
    expect(request.originalRuleId).toBe(rule.id);
    for (const forged of [`0${rule.id}`, ` ${rule.id}`, '1e3', `${rule.id}.0`, '']) {
      const refused = await postJson('/api/rules/edit-requests', { ...edit, originalRuleId: forged }, token);
      expect(refused.statusCode, forged).toBe(400);
      expect(ErrorBodySchema.parse(refused.json()).message).toBe('잘못된 규칙 번호예요.');
    }
  });
});

describe('old client: games (apply, approve, match management)', () => {
  it.each(Object.keys(EMPTY_POSTS))('POST /api/games/{id}/apply takes %s', async (shape) => {
    const owner = await playerWithToken();
    const challenger = await playerWithToken();
    const game = await buildGame(t.db, owner.user, await buildRule(t.db, owner.user));
    const res = await postEmpty(`/api/games/${game.id}/apply`, challenger.token, shape);
    expect(answered(res, 200, GameActionResultSchema).applicationStatus).toBe('REQUESTED');
  });

  it("approves with JSON; a second approval's message carries '한 명만 승인 가능'; /game's lists are arrays", async () => {
    const owner = await playerWithToken();
    const first = await playerWithToken();
    const second = await playerWithToken();
    const game = await buildGame(t.db, owner.user, await buildRule(t.db, owner.user));
    for (const challenger of [first, second])
      answered(
        await postEmpty(`/api/games/${game.id}/apply`, challenger.token, '{}'),
        200,
        GameActionResultSchema,
      );

    expect(answered(await get('/api/games/request-count', owner.token), 200, GameRequestCountSchema)).toEqual(
      {
        count: 2,
      },
    );
    const approved = await postJson(
      '/api/games/approve',
      { gameId: game.id, userId: first.user.id },
      owner.token,
    );
    expect(answered(approved, 200, GameActionResultSchema).gameStatus).toBe('SCHEDULED');
    const again = await postJson(
      '/api/games/approve',
      { gameId: game.id, userId: second.user.id },
      owner.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('한 명만 승인 가능');

    const myGames = answered(await get('/api/games/my-games', owner.token), 200, MyGamesSchema);
    expect(myGames.find((item) => item.id === game.id)).toMatchObject({ status: 'SCHEDULED', isOwner: true });
    const panel = answered(
      await get('/api/games/my-games/applicants', owner.token),
      200,
      GameApplicantsSchema,
    );
    expect(panel.find((entry) => entry.gameId === game.id)!.applicants).toHaveLength(2);
    const sent = answered(await get('/api/games/my-requests', second.token), 200, MyRequestsSchema);
    expect(sent.find((item) => item.id === game.id)).toMatchObject({
      status: 'REQUESTED',
      anotherApproved: true,
    });

    const undo = await postJson(
      '/api/games/cancel-approve',
      { gameId: game.id, userId: first.user.id },
      owner.token,
    );
    expect(answered(undo, 200, GameActionResultSchema).gameStatus).toBe('MATCHING');
    const withdrawn = await postJson('/api/games/cancel-request', { gameId: game.id }, second.token);
    expect(answered(withdrawn, 200, GameActionResultSchema).applicationStatus).toBeNull();
  });

  it('deletes with DELETE; anyone else hears 403 with the message the client shows', async () => {
    const owner = await playerWithToken();
    const other = await playerWithToken();
    const game = await buildGame(t.db, owner.user, await buildRule(t.db, owner.user));
    const refused = await del(`/api/games/${game.id}/delete`, other.token);
    expect(answered(refused, 403, ErrorBodySchema).message).toBe('내가 만든 경기만 삭제할 수 있어요.');
    expect(
      answered(await del(`/api/games/${game.id}/delete`, owner.token), 200, GameActionResultSchema),
    ).toMatchObject({ gameStatus: 'CANCELED' });
    const missing = await del(`/api/games/${game.id}/delete`, owner.token);
    expect(answered(missing, 404, ErrorBodySchema).message).toBe('존재하지 않는 경기예요.');
  });
});

describe('old client: game comments and play-with-me-too', () => {
  it('writes a comment with the FormData the client sends (content, parentId, image), reads the tree as an array and likes with a bodiless POST', async () => {
    const owner = await playerWithToken();
    const other = await playerWithToken();
    const rule = await buildRule(t.db, owner.user);
    const game = await buildGame(t.db, owner.user, rule);
    const send = async (token: string, parts: Record<string, FormPart>) => {
      const form = await multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/comments`,
        payload: form.payload,
        headers: axiosHeaders(token, form.headers),
      });
    };
    const top = answered(
      await send(other.token, {
        content: '사진 보고 가요',
        image: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
      }),
      201,
      CommentSchema,
    );
    expect(isAbsoluteImageUrl(top.imageUrl)).toBe(true);
    answered(await send(owner.token, { content: '감사해요', parentId: String(top.id) }), 201, CommentSchema);
    const tree = answered(
      await get(`/api/games/${game.id}/comments/tree`, owner.token),
      200,
      CommentTreeSchema,
    );
    expect(tree.map((comment) => comment.children.length)).toEqual([1]);
    for (const shape of ['no body, no content type', '{}'] as const) {
      const liked = answered(
        await postEmpty(`/api/comments/${top.id}/like`, owner.token, shape),
        200,
        CommentLikeResultSchema,
      );
      expect(liked.likeCount).toBe(shape === '{}' ? 0 : 1);
    }
  });

  it('challenges with a JSON body, reads status-with-user, accepts and gets the game id as a bare number', async () => {
    const a = await playerWithToken();
    const b = await playerWithToken();
    const rule = await buildRule(t.db, a.user);
    answered(
      await postJson('/api/play-with-me-too/request', { targetUserId: b.user.id, ruleId: rule.id }, a.token),
      201,
      ChallengeSchema,
    );
    const status = answered(
      await get(`/api/play-with-me-too/status-with-user?otherUserId=${a.user.id}`, b.token),
      200,
      ChallengeStatusWithUserSchema,
    );
    expect(status).toMatchObject({ status: 'PENDING', fromUserId: a.user.id });
    const gameId = answered(
      await postJson('/api/play-with-me-too/accept', { requesterId: a.user.id }, b.token),
      200,
      z.number().int(),
    );
    expect(gameId).toBeGreaterThan(0);
  });

  it('sends, cancels, rejects and accepts with the bodiless query calls the old client makes', async () => {
    const a = await playerWithToken();
    const b = await playerWithToken();
    const rule = await buildRule(t.db, a.user);
    const challenge = `/api/play-with-me-too/request?targetUserId=${b.user.id}&ruleId=${rule.id}`;
    const sent = answered(
      await postEmpty(challenge, a.token, 'no body, no content type'),
      201,
      ChallengeSchema,
    );
    expect(sent).toMatchObject({
      fromUserId: a.user.id,
      toUserId: b.user.id,
      ruleId: rule.id,
      status: 'PENDING',
    });
    // axios.delete(url): no body at all.
    const cancelled = await del(`/api/play-with-me-too/request?targetUserId=${b.user.id}`, a.token);
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    answered(await postEmpty(challenge, a.token, 'an empty body labelled JSON'), 201, ChallengeSchema);
    const rejected = await postEmpty(
      `/api/play-with-me-too/reject?requesterId=${a.user.id}`,
      b.token,
      "axios 0.x's form default with nothing in it",
    );
    expect(rejected.statusCode, rejected.body).toBe(204);

    answered(await postEmpty(challenge, a.token, '{}'), 201, ChallengeSchema);
    const gameId = answered(
      await postEmpty(
        `/api/play-with-me-too/accept?requesterId=${a.user.id}`,
        b.token,
        'no body, no content type',
      ),
      200,
      CreatedGameIdSchema,
    );
    expect(gameId).toBeGreaterThan(0);

    // Nothing in the body nor the query: the schema's own Korean message.
    const missing = await postEmpty('/api/play-with-me-too/accept', b.token, 'no body, no content type');
    expect(missing.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(missing.json()).message).toBe('도전할 사용자를 확인해 주세요.');
  });
});

describe('old client: game creation', () => {
  it('creates a random game and a friend game with the payload of contract-notes, answering bare ids', async () => {
    const owner = await playerWithToken();
    const friend = await playerWithToken();
    await buildFriendship(t.db, owner.user, friend.user);
    const rule = await buildRule(t.db, owner.user);
    const payload = {
      referencedRuleId: rule.id,
      friendId: null,
      placeRoad: '서울특별시 강남구 테헤란로 152',
      placeDetail: '강남구민체육센터 2층',
      matchDate: '2099-07-21T15:05',
    };
    const random = answered(
      await postJson('/api/games/create', payload, owner.token, 'application/json;charset=utf-8'),
      200,
      CreatedGameIdSchema,
    );
    const invited = answered(
      await postJson(
        '/api/games/create-friend-game',
        { ...payload, friendId: friend.user.id, placeRoad: null, placeDetail: '협의 가능', matchDate: '' },
        owner.token,
        'application/json;charset=utf-8',
      ),
      200,
      CreatedGameIdSchema,
    );
    expect(invited).toBeGreaterThan(random);
  });
});

describe("old client: /game's cards and comment notifications (issue 16 §11, §12, §17)", () => {
  /** An open game with two challengers in line, the first approved; `sender` is the second. */
  async function gameWithChallengers() {
    const owner = await playerWithToken();
    const approved = await playerWithToken({ nickname: '서연' });
    const sender = await playerWithToken({ nickname: '도윤' });
    const game = await buildGame(t.db, owner.user, await buildRule(t.db, owner.user));
    for (const challenger of [approved, sender])
      answered(
        await postEmpty(`/api/games/${game.id}/apply`, challenger.token, '{}'),
        200,
        GameActionResultSchema,
      );
    answered(
      await postJson('/api/games/approve', { gameId: game.id, userId: approved.user.id }, owner.token),
      200,
      GameActionResultSchema,
    );
    return { owner, approved, sender, game };
  }

  /** What the old client's applicants modal reads of each challenger (its getWinRate included). */
  const modalRow = (user: {
    userId: number;
    applicantNickname: string;
    approved: boolean;
    applicantGameStatisticsDTO: { wins: number; draws: number; losses: number };
  }) => {
    const { wins, draws, losses } = user.applicantGameStatisticsDTO;
    const total = wins + draws + losses;
    return {
      userId: user.userId,
      nickname: user.applicantNickname,
      approved: user.approved,
      record: `${wins}승 ${draws}무 ${losses}패 · 승률 ${total === 0 ? 0 : Math.round((wins / total) * 100)}%`,
    };
  };

  it("GET /api/games/my-requests: every sent card carries `applicants`, the game's challengers as its owner sees them", async () => {
    const { owner, approved, sender, game } = await gameWithChallengers();
    const sent = answered(await get('/api/games/my-requests', sender.token), 200, MyRequestsSchema);
    const card = sent.find((item) => item.id === game.id)!;
    // `도전자 {{ game.applicants.length }}명` on the sent card, and its modal's rows.
    expect(card.applicants.length).toBe(2);
    expect(card.applicants.map(modalRow)).toEqual([
      { userId: approved.user.id, nickname: '서연', approved: true, record: '0승 0무 0패 · 승률 0%' },
      { userId: sender.user.id, nickname: '도윤', approved: false, record: '0승 0무 0패 · 승률 0%' },
    ]);
    const panel = answered(
      await get('/api/games/my-games/applicants', owner.token),
      200,
      GameApplicantsSchema,
    );
    expect(card.applicants).toEqual(panel.find((entry) => entry.gameId === game.id)!.applicants);
  });

  it('GET /api/games/my-games/applicants: each challenger has applicantGameStatisticsDTO as /api/games/list sends it', async () => {
    const { owner, game } = await gameWithChallengers();
    const stranger = await playerWithToken();
    const panel = answered(
      await get('/api/games/my-games/applicants', owner.token),
      200,
      GameApplicantsSchema,
    );
    const applicants = panel.find((entry) => entry.gameId === game.id)!.applicants;
    expect(applicants).toHaveLength(2);
    for (const user of applicants)
      expect(user.applicantGameStatisticsDTO).toEqual({ wins: 0, draws: 0, losses: 0, ruleRating: 1500 });
    expect(applicants.map(modalRow).map((row) => row.record)).toEqual([
      '0승 0무 0패 · 승률 0%',
      '0승 0무 0패 · 승률 0%',
    ]);
    // The same record the list's challengers carry for the same players (one builder).
    const cancelled = await postJson(
      '/api/games/cancel-approve',
      { gameId: game.id, userId: applicants[0]!.userId },
      owner.token,
    );
    answered(cancelled, 200, GameActionResultSchema);
    const list = answered(await get('/api/games/list?size=100', stranger.token), 200, GameListSchema);
    const challengers = list.find((item) => item.id === game.id)!.challengers;
    expect(Object.fromEntries(challengers.map((c) => [c.userId, c.applicantGameStatisticsDTO]))).toEqual(
      Object.fromEntries(applicants.map((a) => [a.userId, a.applicantGameStatisticsDTO])),
    );
  });

  it("GAME_COMMENT and COMMENT_REPLY urls are /game-list?commentId={gameId}, which the old client opens as that game's comments", async () => {
    const owner = await playerWithToken();
    const writer = await playerWithToken();
    const replier = await playerWithToken();
    const game = await buildGame(t.db, owner.user, await buildRule(t.db, owner.user));
    const send = async (token: string, parts: Record<string, FormPart>) => {
      const form = await multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/comments`,
        payload: form.payload,
        headers: axiosHeaders(token, form.headers),
      });
    };
    const top = answered(await send(writer.token, { content: '언제 해요?' }), 201, CommentSchema);
    answered(await send(replier.token, { content: '저도요', parentId: String(top.id) }), 201, CommentSchema);

    const urlOf = async (token: string, type: string) => {
      const list = answered(await get('/api/notifications', token), 200, NotificationsSchema);
      return list.find((notification) => notification.type === type)!.url!;
    };
    for (const [token, type] of [
      [owner.token, 'GAME_COMMENT'],
      [writer.token, 'COMMENT_REPLY'],
    ] as const) {
      const url = await urlOf(token, type);
      expect(url).toBe(`/game-list?commentId=${game.id}`);
      // The old /game-list: `route.query.commentId` → Number → that game's comment tree.
      const opened = new URL(url, OLD_CLIENT_ORIGIN);
      expect(opened.pathname).toBe('/game-list');
      const gameId = Number(opened.searchParams.get('commentId'));
      const tree = answered(await get(`/api/games/${gameId}/comments/tree`, token), 200, CommentTreeSchema);
      expect(tree.map((comment) => comment.id)).toEqual([top.id]);
    }
  });
});

describe('old client: match media (issue 19, decision 026)', () => {
  it('POST /api/games/{id}/pictures takes the FormData of contract-notes: `pictures` and `videos` parts', async () => {
    const owner = await playerWithToken();
    const opponent = await playerWithToken();
    const game = await buildPlayedGame(t.db, owner.user, opponent.user, await buildRule(t.db, owner.user));
    const form = await multipartBody({
      pictures: [
        { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
        { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
      ],
      videos: { data: mp4Fixture({ seconds: 9 }), filename: 'blob', type: 'video/mp4' },
    });
    const media = answered(
      await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/pictures`,
        payload: form.payload,
        headers: axiosHeaders(owner.token, form.headers),
      }),
      201,
      GameMediaListSchema,
    );
    expect(media.map((item) => [item.order, item.mediaType])).toEqual([
      [1, 'IMAGE'],
      [2, 'IMAGE'],
      [3, 'VIDEO'],
    ]);
    for (const item of media) expect(item.url.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
  });
});

describe('old client: after the match (review and rule rating, issue 19)', () => {
  it('polls active/my for the review prompt, reviews the other player and rates the rule once', async () => {
    const { owner, opponent, rule, game } = await finishedGame(t);
    const token = await t.tokenFor(owner);
    const polled = answered(await get('/api/games/active/my', token), 200, ActiveMyGameSchema);
    expect(polled).toEqual({ activeGame: null, pendingReviewGameIds: [game.id] });

    // The result screen's two calls as the old client sends them (contract-notes).
    const reviewed = await postJson(
      `/api/games/${game.id}/review`,
      { manner: 5, performance: 4, text: '' },
      token,
    );
    expect(answered(reviewed, 201, ReviewSchema)).toMatchObject({ revieweeId: opponent.id, text: null });
    const rated = await postJson(
      `/api/rules/${rule.id}/rating`,
      { gameId: game.id, rating: 4, comment: null },
      token,
    );
    expect(answered(rated, 201, RuleRatingSchema)).toMatchObject({ ratingCount: 1, averageRating: 4 });
    expect(
      answered(await get('/api/games/active/my', token), 200, ActiveMyGameSchema).pendingReviewGameIds,
    ).toEqual([]);

    // A repeat: 409, the Korean text in the top-level `message` the old client reads.
    const again = await postJson(
      `/api/games/${game.id}/review`,
      { manner: 1, performance: 1, text: '' },
      token,
    );
    expect(answered(again, 409, ErrorBodySchema).message).toBe('이 경기의 후기는 이미 남겼어요.');
    const reRated = await postJson(
      `/api/rules/${rule.id}/rating`,
      { gameId: game.id, rating: 1, comment: null },
      token,
    );
    expect(answered(reRated, 409, ErrorBodySchema).message).toBe('이 경기의 규칙은 이미 평가했어요.');
    // Spec §5: a review without both ratings is refused with the Korean reason.
    const other = await t.tokenFor(opponent);
    const half = await postJson(
      `/api/games/${game.id}/review`,
      { manner: 5, performance: 0, text: '' },
      other,
    );
    expect(answered(half, 400, ErrorBodySchema).message).toBe('매너와 실력 점수를 모두 골라 주세요.');
  });
});

describe('old client: rankings (issue 19)', () => {
  it("reads a rule's ranking without paging parameters and a played game's ranking", async () => {
    const winner = await playerWithToken({ nickname: '랭커' });
    const loser = await playerWithToken({ nickname: '도전자' });
    await saveProfile(winner.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const rule = await buildRule(t.db, null);
    const game = await buildGame(t.db, winner.user, rule, { status: 'COMPLETED', opponentId: loser.user.id });
    // What the live match's transaction does when the game completes (ratings' completion hook).
    const ratings = createRatings({ db: t.db, notifier: t.app.notifier });
    await t.db.transaction((tx) =>
      ratings.completion.onCompleted(tx, {
        gameId: game.id,
        ruleId: rule.id,
        user1Id: winner.user.id,
        user2Id: loser.user.id,
        winnerIdx: 1,
        abandoned: false,
        finishedEarly: false,
        completedAt: new Date(),
      }),
    );
    const ranking = answered(
      await get(`/api/rules/${rule.id}/rankings`, loser.token),
      200,
      RuleRankingSchema,
    );
    expect(ranking.ruleName).toBe(rule.title);
    expect(
      ranking.rankings.map(({ rank, userName, isCurrentUser }) => [rank, userName, isCurrentUser]),
    ).toEqual([
      [1, '랭커', false],
      [2, '도전자', true],
    ]);
    expect(isAbsoluteImageUrl(ranking.rankings[0]!.userAvatar)).toBe(true);
    expect(ranking.currentUserRanking).toMatchObject({ rank: 2, userName: '도전자', playCount: 1 });
    const perGame = answered(
      await get(`/api/games/${game.id}/ranking`, winner.token),
      200,
      GameRankingSchema,
    );
    expect(
      perGame.rankings.map(({ nickname, rankAfter, isPlayer }) => [nickname, rankAfter, isPlayer]),
    ).toEqual([
      ['랭커', 1, true],
      ['도전자', 2, true],
    ]);
    expect(perGame.rankings[0]!.ratingChange).toBeGreaterThan(0);
    // A game before the ranking system: the post's 'unavailable' state.
    const older = await buildGame(t.db, winner.user, rule, {
      status: 'COMPLETED',
      opponentId: loser.user.id,
    });
    answered(await get(`/api/games/${older.id}/ranking`, winner.token), 404, ErrorBodySchema);
  });
});

describe('old client: likes of a played match (issue 20)', () => {
  it('reads the like status, toggles with a bodiless POST and lists the likers', async () => {
    const { game } = await finishedGame(t);
    const fan = await playerWithToken({ nickname: '좋아요팬' });
    await saveProfile(fan.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    expect(answered(await get(`/api/games/${game.id}/like`, fan.token), 200, LikeStatusSchema)).toEqual({
      isLiked: false,
      totalCount: 0,
      recentLikers: [],
    });
    // Every shape of "nothing" the clients send toggles, one after another.
    let isLiked = false;
    for (const shape of Object.keys(EMPTY_POSTS)) {
      isLiked = !isLiked;
      const toggled = answered(
        await postEmpty(`/api/games/${game.id}/like`, fan.token, shape),
        200,
        LikeToggleSchema,
      );
      expect(toggled, shape).toEqual({ isLiked, totalCount: isLiked ? 1 : 0 });
    }
    answered(
      await postEmpty(`/api/games/${game.id}/like`, fan.token, 'no body, no content type'),
      200,
      LikeToggleSchema,
    );

    const status = answered(await get(`/api/games/${game.id}/like`, fan.token), 200, LikeStatusSchema);
    expect(status).toMatchObject({ isLiked: true, totalCount: 1 });
    expect(status.recentLikers.map(({ userId, nickname }) => [userId, nickname])).toEqual([
      [fan.user.id, '좋아요팬'],
    ]);
    expect(isAbsoluteImageUrl(status.recentLikers[0]!.profileImageUrl)).toBe(true);
    // The long press's list, without paging parameters: a plain array.
    const likers = answered(await get(`/api/games/${game.id}/like/users`, fan.token), 200, LikerListSchema);
    expect(likers).toEqual(status.recentLikers);

    // A game that is not a played match: 409 with the Korean text in `message` (the failure toast).
    const open = await buildGame(t.db, fan.user, await buildRule(t.db, null));
    const refused = await postEmpty(`/api/games/${open.id}/like`, fan.token, 'no body, no content type');
    expect(answered(refused, 409, ErrorBodySchema).message).toBe('끝난 경기에만 좋아요를 누를 수 있어요.');
  });
});

describe('old client: errors', () => {
  /** One failing call of each kind the old client shows a message for. */
  async function failures() {
    const { token } = await playerWithToken();
    return [
      [await get('/api/auth/current-user-id', null), 401, 'unauthorized'],
      [await get('/api/user-profile/987654321', token), 404, 'user_not_found'],
      [await postJson('/api/auth/check-username', { username: 'NOT OK' }, token), 400, 'validation_failed'],
      [
        await postJson('/api/auth/login', { email: 'old-nobody', password: 'password123' }, null),
        401,
        'invalid_credentials',
      ],
      [await saveProfile(token, { region: '서울 없는구' }), 400, 'validation_failed'],
    ] as const;
  }

  it('answer the shared error body with a Korean message', async () => {
    for (const [res, status, code] of await failures()) {
      const body = answered(res, status, ErrorBodySchema);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(/[가-힣]/);
    }
  });

  // The top-level `message` is what axios's error.response.data.message reads: the old client shows it.
  it('also carry the same text as a top-level `message`, which the old client shows', async () => {
    for (const [res] of await failures()) {
      const body = res.json() as { message?: unknown; error: { message: string } };
      expect(body.message).toBe(body.error.message);
    }
  });
});

describe('old client: the feed (issue 20)', () => {
  it('reads data.items from GET /api/feed and /api/feed/user/{id}/completed, and one post from /api/feed/game/{id}', async () => {
    const owner = await playerWithToken({ nickname: '피드주인' });
    const opponent = await playerWithToken({ nickname: '피드상대' });
    const reader = await playerWithToken({ nickname: '피드독자' });
    await saveProfile(owner.token, {
      profile_picture: { data: await compressedPhoto(), filename: 'blob', type: 'image/jpeg' },
    });
    const rule = await buildRule(t.db, null);
    const played = await buildPlayedGame(t.db, owner.user, opponent.user, rule);
    const open = await buildGame(t.db, opponent.user, rule);
    // The client's first call: no paging parameters; it reads `data.items`.
    const feed = answered(await get('/api/feed', reader.token), 200, FeedPageSchema);
    const ids = feed.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([played.id, open.id]));
    const post = feed.items.find((item) => item.id === played.id)!;
    expect(post).toMatchObject({ type: 'game', isCompleted: true, result: { scoreA: 1, scoreB: 0 } });
    expect(post.players.map((player) => player.name)).toEqual(['피드주인', '피드상대']);
    expect(isAbsoluteImageUrl(post.players[0]!.avatar)).toBe(true);
    expect(feed.items.find((item) => item.id === open.id)!.type).toBe('upcoming_game');
    // The pinned game (`?gameId=`) comes first.
    const pinned = answered(await get(`/api/feed?gameId=${open.id}`, reader.token), 200, FeedPageSchema);
    expect(pinned.items[0]!.id).toBe(open.id);
    const mine = answered(
      await get(`/api/feed/user/${owner.user.id}/completed`, reader.token),
      200,
      FeedPageSchema,
    );
    expect(mine.items.map((item) => item.id)).toEqual([played.id]);
    const one = answered(await get(`/api/feed/game/${played.id}`, reader.token), 200, FeedPostSchema);
    expect(one.id).toBe(played.id);
    const missing = answered(await get('/api/feed/game/987654', reader.token), 404, ErrorBodySchema);
    expect(missing.message).toBe('존재하지 않는 경기예요.');
  });
});
