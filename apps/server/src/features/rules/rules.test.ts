import { RuleListSchema, RuleSchema, RuleVersionSchema, ruleMessages, tooLongMessage } from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../db/schema/index.ts';
import { buildDeletedUser, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertRuleUsable, backfillRuleSearchText, findRuleVersion } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signedIn = async () => t.authHeader(await buildUser(t.db));

/** What the wizard sends for a simple table-tennis rule (spec §7 POST /api/rules). */
const validForm = {
  ruleGoal: '먼저 11점을 내면 세트를 가져가는 탁구 경기예요.',
  ruleScoreDefinition: '상대가 공을 넘기지 못하면 1점을 얻어요.',
  rulePreparation: '탁구대, 라켓 두 개, 공 하나',
  ruleOrder: '서브는 두 점마다 바꾸고, 세트가 끝나면 자리를 바꿔요.',
  ruleDecision: '애매하면 두 사람이 합의해서 다시 해요.',
  ruleFoul: '네트를 건드리거나 공을 두 번 치면 실점이에요.',
  ruleExtraInfo: '10:10부터는 2점 차가 나야 끝나요.',
  pointsToWin: 11,
  duration: -1,
  setsToWin: 3,
  winBy: 'SETS_HALF_WIN',
};

describe('every rules call needs a session', () => {
  it.each([
    ['GET', '/api/rules/categories'],
    ['GET', '/api/rules/list'],
    ['GET', '/api/rules/my-rules'],
    ['GET', '/api/rules/1'],
    ['POST', '/api/rules'],
  ] as const)('%s %s answers 401 without login', async (method, url) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: validForm } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/rules/categories', () => {
  it('answers the seeded majors in order', async () => {
    const res = await get('/api/rules/categories', await signedIn());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ majors: ['기존 스포츠', '신체', '두뇌', '간단', '기타'] });
  });

  it("answers a major's minors in order (the reference sports are 기존 스포츠's)", async () => {
    const res = await get(`/api/rules/categories/${encodeURIComponent('기존 스포츠')}`, await signedIn());
    expect(res.statusCode).toBe(200);
    const minors = res.json() as string[];
    expect(minors.slice(0, 3)).toEqual(['축구', '농구', '야구']);
    expect(minors.at(-1)).toBe('기타');
  });

  it('answers 404 for a major that does not exist', async () => {
    const res = await get(`/api/rules/categories/${encodeURIComponent('없는분류')}`, await signedIn());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('POST /api/rules', () => {
  it('creates the rule with a server-chosen title and category from the taxonomy, as version 1', async () => {
    const me = await buildUser(t.db);
    const headers = await t.authHeader(me);
    const res = await post('/api/rules', { ...validForm, referenceSport: '탁구' }, headers);
    expect(res.statusCode).toBe(201);
    const rule = RuleSchema.parse(res.json());
    expect(rule).toMatchObject({
      ruleGoal: validForm.ruleGoal,
      ruleExtraInfo: validForm.ruleExtraInfo,
      pointsToWin: 11,
      duration: -1,
      setsToWin: 3,
      winBy: 'SETS_HALF_WIN',
      version: 1,
      isMine: true,
      playCount: 0,
      averageRating: 0,
      editRequestStatus: null,
      editRequestId: null,
      rejectionReason: null,
      createdBy: { id: me.id, nickname: me.nickname },
    });
    expect(rule.title).toBe(rule.ruleTitle);
    expect(rule.ruleTitle.length).toBeGreaterThan(0);
    expect([...rule.ruleTitle].length).toBeLessThanOrEqual(20);
    // The reference sport decides the category (offline namer; no AI configured in tests).
    expect([rule.majorCategory, rule.minorCategory]).toEqual(['기존 스포츠', '탁구']);

    const version = await get(`/api/rules/${rule.id}/versions/1`, headers);
    expect(version.statusCode).toBe(200);
    expect(RuleVersionSchema.parse(version.json())).toMatchObject({
      ruleId: rule.id,
      version: 1,
      ruleTitle: rule.ruleTitle,
      ruleGoal: validForm.ruleGoal,
    });
    expect(await assertRuleUsable(t.db, rule.id)).toMatchObject({
      version: 1,
      ruleTitle: rule.ruleTitle,
    });
  });

  it('stores an empty or missing extra info as null', async () => {
    const headers = await signedIn();
    const empty = await post('/api/rules', { ...validForm, ruleExtraInfo: '   ' }, headers);
    expect(empty.statusCode).toBe(201);
    expect(empty.json().ruleExtraInfo).toBeNull();
    const { ruleExtraInfo: _omitted, ...withoutExtra } = validForm;
    const missing = await post('/api/rules', withoutExtra, headers);
    expect(missing.statusCode).toBe(201);
    expect(missing.json().ruleExtraInfo).toBeNull();
  });

  it('accepts a time-limited rule without a point target', async () => {
    const res = await post(
      '/api/rules',
      { ...validForm, pointsToWin: -1, duration: 90, winBy: 'MOST_SETS_AND_POINTS' },
      await signedIn(),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pointsToWin: -1, duration: 90, winBy: 'MOST_SETS_AND_POINTS' });
  });

  const required = [
    ['ruleGoal', ruleMessages.goalRequired],
    ['ruleScoreDefinition', ruleMessages.scoreDefinitionRequired],
    ['rulePreparation', ruleMessages.preparationRequired],
    ['ruleOrder', ruleMessages.orderRequired],
    ['ruleDecision', ruleMessages.decisionRequired],
    ['ruleFoul', ruleMessages.foulRequired],
  ] as const;

  it.each(required)('answers 400 for a blank %s with "%s"', async (field, message) => {
    const res = await post('/api/rules', { ...validForm, [field]: '  ' }, await signedIn());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each(required)('answers 400 for a missing %s with "%s"', async (field, message) => {
    const { [field]: _missing, ...rest } = validForm;
    const res = await post('/api/rules', rest, await signedIn());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each([
    ['ruleGoal', '경기 설명', 150],
    ['ruleScoreDefinition', '점수 획득 방법', 120],
    ['rulePreparation', '경기 준비사항', 100],
    ['ruleOrder', '경기 진행 순서', 300],
    ['ruleDecision', '판정방식 설명', 100],
    ['ruleFoul', '반칙 항목', 100],
    ['ruleExtraInfo', '기타 정보', 60],
  ] as const)('answers 400 when %s (%s) is longer than %i characters', async (field, label, max) => {
    const headers = await signedIn();
    // Counted in characters, not bytes: exactly the limit in Hangul passes.
    const atLimit = await post('/api/rules', { ...validForm, [field]: '가'.repeat(max) }, headers);
    expect(atLimit.statusCode).toBe(201);
    const res = await post('/api/rules', { ...validForm, [field]: '가'.repeat(max + 1) }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(tooLongMessage(label, max));
  });

  it.each([
    ['points and time both unlimited', { pointsToWin: -1, duration: -1 }, ruleMessages.bothUnlimited],
    ['points 0', { pointsToWin: 0 }, ruleMessages.pointsMin],
    ['time 0', { duration: 0, winBy: 'MOST_SETS_AND_POINTS' }, ruleMessages.timeMin],
    ['sets 0', { setsToWin: 0 }, ruleMessages.setsMin],
    ['no win-by', { winBy: undefined }, ruleMessages.winByRequired],
    ['the internal TIME_LIMIT win-by', { winBy: 'TIME_LIMIT' }, ruleMessages.winByRequired],
    [
      'a points win-by without a point target',
      { pointsToWin: -1, duration: 300, winBy: 'SETS_HALF_WIN' },
      ruleMessages.winByNeedsPoints,
    ],
    [
      'a time win-by without a time limit',
      { pointsToWin: 11, duration: -1, winBy: 'MOST_SETS_AND_POINTS' },
      ruleMessages.winByNeedsTime,
    ],
  ])('answers 400 for %s', async (_case, change, message) => {
    const res = await post('/api/rules', { ...validForm, ...change }, await signedIn());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 400 naming the bad word, in any text field', async () => {
    const headers = await signedIn();
    for (const field of ['ruleGoal', 'ruleFoul', 'ruleExtraInfo'] as const) {
      const text = '이 규칙은 병신 같은 반칙을 막아요.';
      const res = await post('/api/rules', { ...validForm, [field]: text }, headers);
      expect(res.statusCode).toBe(400);
      // '"{word}"은(는) 쓸 수 없는 말이에요' (packages/core profanity module).
      expect(res.json().error.message).toMatch(/^"병신"은\(는\) 쓸 수 없는 말이에요/);
    }
  });
});

describe('POST /api/rules rate limit', () => {
  it('answers 429 after 30 rules in an hour from one player, others unaffected', async () => {
    const headers = await signedIn();
    for (let i = 0; i < 30; i++) expect((await post('/api/rules', validForm, headers)).statusCode).toBe(201);
    const refused = await post('/api/rules', validForm, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await post('/api/rules', validForm, await signedIn())).statusCode).toBe(201);
  });
});

describe('GET /api/rules/{ruleId}', () => {
  it('answers the rule to anyone signed in, with the creator card and no request state', async () => {
    const creator = await buildUser(t.db);
    const rule = await buildRule(t.db, creator, { ratingSum: 9, ratingCount: 2, playCount: 7 });
    const res = await get(`/api/rules/${rule.id}`, await signedIn());
    expect(res.statusCode).toBe(200);
    expect(RuleSchema.parse(res.json())).toMatchObject({
      id: rule.id,
      ruleTitle: rule.title,
      title: rule.title,
      averageRating: 4.5,
      rating: 4.5,
      ratingCount: 2,
      playCount: 7,
      useCount: 7,
      isMine: false,
      createdBy: { id: creator.id, nickname: creator.nickname, profilePicture: null },
      editRequestStatus: null,
    });
  });

  it("shows a deleted creator as '탈퇴한 사용자'", async () => {
    const rule = await buildRule(t.db, await buildDeletedUser(t.db));
    const res = await get(`/api/rules/${rule.id}`, await signedIn());
    expect(res.json().createdBy).toMatchObject({ nickname: '탈퇴한 사용자', profilePicture: null });
  });

  it('summarises the goal on one line in ruleDescription', async () => {
    const rule = await buildRule(t.db, null, { goal: '첫 줄이에요.\n  둘째 줄이에요.' });
    const res = await get(`/api/rules/${rule.id}`, await signedIn());
    expect(res.json()).toMatchObject({ ruleDescription: '첫 줄이에요. 둘째 줄이에요.', createdBy: null });
  });

  it('answers 404 for an unknown rule and 400 for a malformed id', async () => {
    const headers = await signedIn();
    const missing = await get('/api/rules/987654321', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'rule_not_found', message: '규칙을 찾을 수 없어요.' });
    const malformed = await get('/api/rules/abc', headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('잘못된 규칙 번호예요.');
  });
});

describe('GET /api/rules/{ruleId}/versions/{version}', () => {
  it('answers 404 rule_version_not_found for a version the rule never had, rule_not_found for no rule', async () => {
    const rule = await buildRule(t.db, null);
    const headers = await signedIn();
    const noVersion = await get(`/api/rules/${rule.id}/versions/2`, headers);
    expect(noVersion.statusCode).toBe(404);
    expect(noVersion.json().error.code).toBe('rule_version_not_found');
    expect((await get('/api/rules/987654321/versions/1', headers)).json().error.code).toBe('rule_not_found');
    expect(await findRuleVersion(t.db, rule.id, 2)).toBeNull();
    expect(await findRuleVersion(t.db, rule.id, 1)).toMatchObject({ ruleId: rule.id, version: 1 });
  });
});

describe('GET /api/rules/{ruleId}/rankings', () => {
  it('answers the empty ranking of a rule (filled by live play later), 404 for an unknown rule', async () => {
    const rule = await buildRule(t.db, null);
    const headers = await signedIn();
    const res = await get(`/api/rules/${rule.id}/rankings`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ruleName: rule.title, rankings: [], currentUserRanking: null });
    expect((await get('/api/rules/987654321/rankings', headers)).statusCode).toBe(404);
  });
});

describe('GET /api/rules/my-rules', () => {
  it("lists only the caller's rules, newest first, paged", async () => {
    const me = await buildUser(t.db);
    const mine = [];
    for (let day = 1; day <= 3; day++) {
      mine.push(await buildRule(t.db, me, { createdAt: new Date(Date.UTC(2025, 0, day)) }));
    }
    await buildRule(t.db, await buildUser(t.db));
    const headers = await t.authHeader(me);
    const first = await get('/api/rules/my-rules?size=2', headers);
    expect(first.statusCode).toBe(200);
    const firstPage = RuleListSchema.parse(first.json());
    expect(firstPage.map((rule) => rule.id)).toEqual([mine[2]!.id, mine[1]!.id]);
    expect(firstPage.every((rule) => rule.isMine)).toBe(true);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await get(`/api/rules/my-rules?size=2&cursor=${cursor}`, headers);
    expect(second.json().map((rule: { id: number }) => rule.id)).toEqual([mine[0]!.id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('backfillRuleSearchText', () => {
  it('fills the 초성 of rules written without it (before migration 0003), once', async () => {
    const rule = await buildRule(t.db, null, { title: '새벽 배드민턴', goal: '해 뜨기 전에 끝내요.' });
    await t.db.update(rules).set({ searchChoseong: null }).where(eq(rules.id, rule.id));
    const headers = await signedIn();
    const search = async () =>
      (await get(`/api/rules/list?search=${encodeURIComponent('ㅂㄷㅁㅌ')}`, headers))
        .json()
        .map((row: { id: number }) => row.id);
    expect(await search()).not.toContain(rule.id);
    expect(await backfillRuleSearchText(t.db)).toBe(1);
    expect(await search()).toContain(rule.id);
    expect(await backfillRuleSearchText(t.db)).toBe(0);
  });
});
