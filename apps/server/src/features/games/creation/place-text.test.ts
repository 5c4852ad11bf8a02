import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../db/schema/index.ts';
import { buildRule, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Issue 16 §4: the place detail is a single-line name too; an invisible one is refused.
let t: TestApp;
let ruleId: number;
beforeAll(async () => {
  t = await createTestApp();
  ruleId = (await buildRule(t.db, await buildUser(t.db))).id;
});
afterAll(() => t.close());

async function createWithDetail(placeDetail: string) {
  const user = await buildUser(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games/create',
    headers: await t.authHeader(user),
    payload: {
      referencedRuleId: ruleId,
      friendId: null,
      placeRoad: '서울특별시 강남구 테헤란로 152',
      placeDetail,
      matchDate: '',
    },
  });
  const stored = await t.db.select().from(games).where(eq(games.ownerId, user.id));
  return { res, stored };
}

describe('POST /api/games/create placeDetail', () => {
  it.each([
    ['a Hangul filler', '\u3164'],
    ['a halfwidth filler', '\uFFA0'],
    ['the blank braille pattern', '\u2800'],
    ['a soft hyphen', '2층\u00AD'],
    ['an invisible separator', '\u2063'],
    ['tag characters', '\u{E0041}\u{E0042}'],
    ['a lone variation selector', '\uFE0F'],
  ])(
    "answers 400 '상세 장소에 쓸 수 없는 문자가 있어요.' for %s and creates nothing",
    async (_case, detail) => {
      const { res, stored } = await createWithDetail(detail);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('상세 장소에 쓸 수 없는 문자가 있어요.');
      expect(stored).toEqual([]);
    },
  );

  it('asks for a letter or digit in a detail of symbols only', async () => {
    const { res, stored } = await createWithDetail('···');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('상세 장소에 글자나 숫자를 하나 이상 넣어 주세요.');
    expect(stored).toEqual([]);
  });

  it('still takes an empty detail and an ordinary one', async () => {
    expect((await createWithDetail('')).res.statusCode).toBe(200);
    expect((await createWithDetail('B1 주차장 옆 ⚽')).res.statusCode).toBe(200);
  });
});
