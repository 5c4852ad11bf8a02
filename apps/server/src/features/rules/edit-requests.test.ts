import {
  EditRequestListSchema,
  EditRequestSchema,
  NotificationsSchema,
  RuleListSchema,
  RuleSchema,
} from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleRow, UserRow } from '../../db/schema/index.ts';
import { buildAdmin, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertRuleUsable, editRequestStats, findRuleVersion } from './index.ts';

let t: TestApp;
let admin: UserRow;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db, { nickname: '운영자' });
  adminHeaders = await t.authHeader(admin);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: unknown, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The whole edit form for `rule`, with some fields changed. */
function editOf(rule: RuleRow, changes: Record<string, unknown> = {}) {
  return {
    originalRuleId: rule.id,
    ruleTitle: rule.title,
    majorCategory: rule.majorCategory,
    minorCategory: rule.minorCategory,
    ruleGoal: rule.goal,
    ruleScoreDefinition: rule.scoreDefinition,
    rulePreparation: rule.preparation,
    ruleOrder: rule.playOrder,
    ruleDecision: rule.decision,
    ruleFoul: rule.foul,
    ruleExtraInfo: rule.extraInfo,
    pointsToWin: rule.pointsToWin,
    duration: rule.durationSeconds,
    setsToWin: rule.setsToWin,
    winBy: rule.winBy,
    ...changes,
  };
}

/** A creator, their rule, and their session. */
async function creatorWithRule() {
  const creator = await buildUser(t.db);
  const rule = await buildRule(t.db, creator);
  return { creator, rule, headers: await t.authHeader(creator) };
}

async function submit(rule: RuleRow, headers: Headers, changes: Record<string, unknown> = {}) {
  const res = await post('/api/rules/edit-requests', editOf(rule, changes), headers);
  expect(res.statusCode, res.body).toBe(201);
  return EditRequestSchema.parse(res.json());
}

const ruleAs = async (ruleId: number, headers: Headers) =>
  RuleSchema.parse((await get(`/api/rules/${ruleId}`, headers)).json());

describe('POST /api/rules/edit-requests', () => {
  it('answers 401 without login', async () => {
    const { rule } = await creatorWithRule();
    expect((await post('/api/rules/edit-requests', editOf(rule))).statusCode).toBe(401);
  });

  it('files a PENDING request against the current version, seen on the rule by its creator only', async () => {
    const { creator, rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers, { ruleTitle: '바뀐 이름', pointsToWin: 21 });
    expect(request).toMatchObject({
      status: 'PENDING',
      originalRuleId: rule.id,
      ruleTitle: '바뀐 이름',
      pointsToWin: 21,
      requestedBy: { id: creator.id, nickname: creator.nickname },
      requestedById: creator.id,
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
      original: { ruleTitle: rule.title, pointsToWin: rule.pointsToWin },
    });
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      editRequestStatus: 'PENDING',
      editRequestId: request.id,
      rejectionReason: null,
      // Nothing changes before an admin approves.
      ruleTitle: rule.title,
      version: 1,
    });
    const other = await t.authHeader(await buildUser(t.db));
    expect(await ruleAs(rule.id, other)).toMatchObject({ editRequestStatus: null, editRequestId: null });
  });

  it('answers 403 not_rule_creator to anyone but the creator', async () => {
    const { rule } = await creatorWithRule();
    const res = await post(
      '/api/rules/edit-requests',
      editOf(rule),
      await t.authHeader(await buildUser(t.db)),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'not_rule_creator',
      message: '내가 만든 규칙만 수정을 요청할 수 있어요.',
    });
  });

  it('answers 404 for an unknown rule', async () => {
    const { rule, headers } = await creatorWithRule();
    const res = await post('/api/rules/edit-requests', editOf(rule, { originalRuleId: 987654321 }), headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('rule_not_found');
  });

  it('answers 400 unknown_category for a category outside the taxonomy', async () => {
    const { rule, headers } = await creatorWithRule();
    for (const change of [{ minorCategory: '없는종목' }, { majorCategory: '신체', minorCategory: '탁구' }]) {
      const res = await post('/api/rules/edit-requests', editOf(rule, change), headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('unknown_category');
    }
  });

  it('validates the form like creation, title included', async () => {
    const { rule, headers } = await creatorWithRule();
    const cases = [
      [{ ruleTitle: '  ' }, '규칙 이름을 입력해 주세요.'],
      [{ ruleTitle: '가'.repeat(21) }, '규칙 이름은(는) 20자까지 쓸 수 있어요.'],
      [{ ruleGoal: '' }, '경기 설명을 입력해주세요.'],
      [{ pointsToWin: -1, duration: -1 }, '점수와 시간을 동시에 제한없음으로 할 수 없습니다.'],
    ] as const;
    for (const [change, message] of cases) {
      const res = await post('/api/rules/edit-requests', editOf(rule, change), headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const bad = await post('/api/rules/edit-requests', editOf(rule, { ruleTitle: '병신 대결' }), headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('"병신"');
  });

  it('answers 409 edit_request_pending for a second request while one is PENDING, also when two race', async () => {
    const { rule, headers } = await creatorWithRule();
    await submit(rule, headers);
    const second = await post('/api/rules/edit-requests', editOf(rule, { pointsToWin: 5 }), headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'edit_request_pending',
      message: '이미 검토 중인 수정 요청이 있어요.',
    });

    const other = await creatorWithRule();
    const raced = await Promise.all([
      post('/api/rules/edit-requests', editOf(other.rule, { pointsToWin: 5 }), other.headers),
      post('/api/rules/edit-requests', editOf(other.rule, { pointsToWin: 7 }), other.headers),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(raced.find((res) => res.statusCode === 409)!.json().error.code).toBe('edit_request_pending');
  });
});

describe('POST /api/rules/edit-requests/{id}/cancel', () => {
  it("cancels the requester's PENDING request: the rule shows no request any more, and a new one may follow", async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    const res = await post(`/api/rules/edit-requests/${request.id}/cancel`, undefined, headers);
    expect(res.statusCode).toBe(204);
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      editRequestStatus: null,
      editRequestId: null,
      rejectionReason: null,
    });
    // Gone for the admins too.
    expect((await get(`/api/admin/rules/edit-requests/${request.id}`, adminHeaders)).statusCode).toBe(404);
    const again = await post(`/api/rules/edit-requests/${request.id}/cancel`, undefined, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('edit_request_not_pending');
    await submit(rule, headers, { setsToWin: 5 });
  });

  it('answers 403 not_edit_requester to anyone else, 404 for an unknown request', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    const res = await post(
      `/api/rules/edit-requests/${request.id}/cancel`,
      undefined,
      await t.authHeader(await buildUser(t.db)),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_edit_requester');
    expect((await ruleAs(rule.id, headers)).editRequestStatus).toBe('PENDING');
    const missing = await post('/api/rules/edit-requests/987654321/cancel', undefined, headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('edit_request_not_found');
  });

  it('answers 409 once the request was decided', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    await post(
      `/api/admin/rules/edit-requests/${request.id}/reject`,
      { rejectionReason: '설명이 부족해요.' },
      adminHeaders,
    );
    const res = await post(`/api/rules/edit-requests/${request.id}/cancel`, undefined, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('edit_request_not_pending');
  });
});

describe('approving an edit request', () => {
  it("shows the new version in a list that was read before: each instance keeps a rule's list content only by its version (decision 039)", async () => {
    const { rule, headers } = await creatorWithRule();
    const listed = async (viewer: Headers) => {
      const res = await get(`/api/rules/list?${new URLSearchParams({ minor: rule.minorCategory })}`, viewer);
      expect(res.statusCode).toBe(200);
      return RuleListSchema.parse(res.json()).find((row) => row.id === rule.id)!;
    };
    const before = await listed(headers);
    // Read again (the content now from the instance's keep): the same answer.
    expect(await listed(headers)).toEqual(before);
    expect(before).toMatchObject({ version: 1, ruleTitle: rule.title });

    const request = await submit(rule, headers, { ruleTitle: '캐시 넘는 새 이름', pointsToWin: 21 });
    await post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, adminHeaders);
    const expected = {
      version: 2,
      ruleTitle: '캐시 넘는 새 이름',
      title: '캐시 넘는 새 이름',
      pointsToWin: 21,
    };
    expect(await listed(headers)).toMatchObject({ ...expected, editRequestStatus: 'APPROVED' });
    expect(await listed(adminHeaders)).toMatchObject({ ...expected, editRequestStatus: null, isMine: false });
  });

  it('makes the request the rule as version 2 while version 1 stays exactly as it was', async () => {
    const { creator, rule, headers } = await creatorWithRule();
    const versionOneBefore = (await get(`/api/rules/${rule.id}/versions/1`, headers)).json();
    const functionBefore = await findRuleVersion(t.db, rule.id, 1);
    const request = await submit(rule, headers, {
      ruleTitle: '21점 단판 탁구',
      pointsToWin: 21,
      setsToWin: 1,
      ruleExtraInfo: '듀스 없어요.',
    });

    const res = await post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, adminHeaders);
    expect(res.statusCode).toBe(200);
    const approved = EditRequestSchema.parse(res.json());
    expect(approved).toMatchObject({
      status: 'APPROVED',
      reviewedBy: { id: admin.id, nickname: '운영자' },
      requestedBy: { id: creator.id, nickname: creator.nickname },
      rejectionReason: null,
      original: { ruleTitle: rule.title, pointsToWin: rule.pointsToWin },
    });
    expect(Date.now() - Date.parse(approved.reviewedAt!)).toBeLessThan(60_000);

    expect(await ruleAs(rule.id, headers)).toMatchObject({
      version: 2,
      ruleTitle: '21점 단판 탁구',
      title: '21점 단판 탁구',
      pointsToWin: 21,
      setsToWin: 1,
      ruleExtraInfo: '듀스 없어요.',
      editRequestStatus: 'APPROVED',
      editRequestId: request.id,
      createdAt: rule.createdAt.toISOString(),
    });
    expect((await get(`/api/rules/${rule.id}/versions/1`, headers)).json()).toEqual(versionOneBefore);
    expect(await findRuleVersion(t.db, rule.id, 1)).toEqual(functionBefore);
    expect(await findRuleVersion(t.db, rule.id, 2)).toMatchObject({
      version: 2,
      ruleTitle: '21점 단판 탁구',
    });
    expect(await assertRuleUsable(t.db, rule.id)).toMatchObject({ version: 2, pointsToWin: 21 });
    // The new title is searchable at once (초성 too).
    const found = await get(`/api/rules/list?search=${encodeURIComponent('ㄷㅍㅌㄱ')}`, headers);
    expect(found.json().map((row: { id: number }) => row.id)).toContain(rule.id);
  });

  it('lets the creator ask again after an approval: the next request is based on the new version, and its status is the one shown', async () => {
    const { rule, headers } = await creatorWithRule();
    const first = await submit(rule, headers, { pointsToWin: 15 });
    await post(`/api/admin/rules/edit-requests/${first.id}/approve`, undefined, adminHeaders);

    const res = await post(
      '/api/rules/edit-requests',
      editOf(rule, { pointsToWin: 15, setsToWin: 5 }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const second = EditRequestSchema.parse(res.json());
    // The comparison shows version 2 (the approved one) as the original.
    expect(second.original).toMatchObject({ pointsToWin: 15, setsToWin: rule.setsToWin });
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      version: 2,
      editRequestStatus: 'PENDING',
      editRequestId: second.id,
    });
    // Still one PENDING request at a time.
    const third = await post('/api/rules/edit-requests', editOf(rule, { setsToWin: 7 }), headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('edit_request_pending');

    await post(`/api/admin/rules/edit-requests/${second.id}/approve`, undefined, adminHeaders);
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      version: 3,
      setsToWin: 5,
      editRequestStatus: 'APPROVED',
      editRequestId: second.id,
    });
    expect(await findRuleVersion(t.db, rule.id, 2)).toMatchObject({
      pointsToWin: 15,
      setsToWin: rule.setsToWin,
    });
  });

  it('answers 409 edit_request_not_pending for an approved, rejected or cancelled request', async () => {
    const { rule, headers } = await creatorWithRule();
    const approved = await submit(rule, headers);
    await post(`/api/admin/rules/edit-requests/${approved.id}/approve`, undefined, adminHeaders);
    const second = await creatorWithRule();
    const rejected = await submit(second.rule, second.headers);
    await post(
      `/api/admin/rules/edit-requests/${rejected.id}/reject`,
      { rejectionReason: '아니에요.' },
      adminHeaders,
    );
    const third = await creatorWithRule();
    const cancelled = await submit(third.rule, third.headers);
    await post(`/api/rules/edit-requests/${cancelled.id}/cancel`, undefined, third.headers);

    for (const id of [approved.id, rejected.id, cancelled.id]) {
      for (const action of ['approve', 'reject']) {
        const res = await post(
          `/api/admin/rules/edit-requests/${id}/${action}`,
          action === 'reject' ? { rejectionReason: '다시 봐도 아니에요.' } : undefined,
          adminHeaders,
        );
        expect(res.statusCode, `${action} ${id}`).toBe(409);
        expect(res.json().error).toEqual({
          code: 'edit_request_not_pending',
          message: '이미 처리되었거나 취소된 수정 요청이에요.',
        });
      }
    }
    // The cancelled request changed nothing.
    expect(await ruleAs(third.rule.id, third.headers)).toMatchObject({ version: 1, editRequestStatus: null });
    const missing = await post('/api/admin/rules/edit-requests/987654321/approve', undefined, adminHeaders);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('edit_request_not_found');
  });

  it('gives exactly one 200 and one 409 when two admins approve at once, and writes one version', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers, { pointsToWin: 15 });
    const otherAdmin = await t.authHeader(await buildAdmin(t.db));
    const results = await Promise.all([
      post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, adminHeaders),
      post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, otherAdmin),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await ruleAs(rule.id, headers)).version).toBe(2);
    expect(await findRuleVersion(t.db, rule.id, 3)).toBeNull();
  });

  it('lets only one of approve and reject win when they race', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    const results = await Promise.all([
      post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, adminHeaders),
      post(
        `/api/admin/rules/edit-requests/${request.id}/reject`,
        { rejectionReason: '아니에요.' },
        adminHeaders,
      ),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const status = (await get(`/api/admin/rules/edit-requests/${request.id}`, adminHeaders)).json().status;
    expect((await ruleAs(rule.id, headers)).version).toBe(status === 'APPROVED' ? 2 : 1);
  });
});

describe('rejecting an edit request', () => {
  it('records the reason and reviewer; the creator sees it, may fix it and ask again', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers, { pointsToWin: 99 });
    const res = await post(
      `/api/admin/rules/edit-requests/${request.id}/reject`,
      { rejectionReason: '  점수가 너무 높아요.  ' },
      adminHeaders,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: '점수가 너무 높아요.',
      reviewedBy: { id: admin.id, nickname: '운영자' },
    });
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      version: 1,
      pointsToWin: rule.pointsToWin,
      editRequestStatus: 'REJECTED',
      editRequestId: request.id,
      rejectionReason: '점수가 너무 높아요.',
    });
    const rejectedTab = (await get('/api/rules/my-rules?status=REJECTED', headers)).json();
    expect(rejectedTab.map((row: { id: number }) => row.id)).toEqual([rule.id]);
    expect((await get('/api/rules/my-rules?status=PENDING', headers)).json()).toEqual([]);

    const again = await submit(rule, headers, { pointsToWin: 15 });
    expect(await ruleAs(rule.id, headers)).toMatchObject({
      editRequestStatus: 'PENDING',
      editRequestId: again.id,
      rejectionReason: null,
    });
    const pendingTab = (await get('/api/rules/my-rules?status=PENDING', headers)).json();
    expect(pendingTab.map((row: { id: number }) => row.id)).toEqual([rule.id]);
  });

  it('answers 400 for a blank or missing reason, and leaves the request PENDING', async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    for (const payload of [{ rejectionReason: '   ' }, {}]) {
      const res = await post(`/api/admin/rules/edit-requests/${request.id}/reject`, payload, adminHeaders);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('거절 사유를 입력해 주세요.');
    }
    expect((await ruleAs(rule.id, headers)).editRequestStatus).toBe('PENDING');
  });
});

describe('admin calls', () => {
  const calls = [
    ['GET', '/api/admin/rules/edit-requests'],
    ['GET', '/api/admin/rules/edit-requests/counts'],
    ['GET', '/api/admin/rules/edit-requests/1'],
    ['POST', '/api/admin/rules/edit-requests/1/approve'],
    ['POST', '/api/admin/rules/edit-requests/1/reject'],
  ] as const;

  it.each(calls)('%s %s answers 401 without login and 403 to a player', async (method, url) => {
    const payload = method === 'POST' ? { payload: { rejectionReason: '이유' } } : {};
    const anonymous = await t.app.inject({ method, url, ...payload });
    expect(anonymous.statusCode).toBe(401);
    const player = await t.app.inject({
      method,
      url,
      headers: await t.authHeader(await buildUser(t.db)),
      ...payload,
    });
    expect(player.statusCode).toBe(403);
    expect(player.json().error.message).toBe('관리자 권한이 필요합니다.');
  });

  it('lists requests newest first by status, paged, with counts per status (cancelled ones left out)', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await fresh.authHeader(await buildAdmin(fresh.db));
      const made = [];
      for (let i = 0; i < 4; i++) {
        const creator = await buildUser(fresh.db);
        const rule = await buildRule(fresh.db, creator);
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/rules/edit-requests',
          payload: editOf(rule),
          headers: await fresh.authHeader(creator),
        });
        made.push({ id: res.json().id as number, headers: await fresh.authHeader(creator) });
      }
      const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = boss) =>
        fresh.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      await call('POST', `/api/admin/rules/edit-requests/${made[0]!.id}/approve`);
      await call('POST', `/api/admin/rules/edit-requests/${made[1]!.id}/reject`, {
        rejectionReason: '아니에요.',
      });
      await call('POST', `/api/rules/edit-requests/${made[2]!.id}/cancel`, undefined, made[2]!.headers);

      expect((await call('GET', '/api/admin/rules/edit-requests/counts')).json()).toEqual({
        PENDING: 1,
        APPROVED: 1,
        REJECTED: 1,
      });
      // What the admin dashboard gets from this feature (app.ts hands it to the admin feature).
      const stats = await editRequestStats(fresh.db, 2);
      expect(stats.counts).toEqual({ PENDING: 1, APPROVED: 1, REJECTED: 1 });
      expect(stats.recent.map((row) => row.id)).toEqual([made[3]!.id, made[1]!.id]);
      const all = EditRequestListSchema.parse((await call('GET', '/api/admin/rules/edit-requests')).json());
      expect(all.map((row) => row.id)).toEqual([made[3]!.id, made[1]!.id, made[0]!.id]);
      const pending = (await call('GET', '/api/admin/rules/edit-requests?status=PENDING')).json();
      expect(pending.map((row: { id: number }) => row.id)).toEqual([made[3]!.id]);
      // Any other status reads as all (CANCELLED included: it stays internal).
      const ignored = (await call('GET', '/api/admin/rules/edit-requests?status=CANCELLED')).json();
      expect(ignored).toHaveLength(3);

      const first = await call('GET', '/api/admin/rules/edit-requests?size=2');
      expect(first.json()).toHaveLength(2);
      const cursor = first.headers['x-next-cursor'];
      expect(cursor).toBeTruthy();
      const second = await call('GET', `/api/admin/rules/edit-requests?size=2&cursor=${cursor}`);
      expect(second.json().map((row: { id: number }) => row.id)).toEqual([made[0]!.id]);
      expect(second.headers['x-next-cursor']).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});

describe('account deletion', () => {
  it("withdraws the person's pending requests; their rules stay, shown as '탈퇴한 사용자'", async () => {
    const { rule, headers } = await creatorWithRule();
    const request = await submit(rule, headers);
    expect((await post('/api/user/remove', undefined, headers)).statusCode).toBe(204);
    expect((await get(`/api/admin/rules/edit-requests/${request.id}`, adminHeaders)).statusCode).toBe(404);
    const seen = await ruleAs(rule.id, adminHeaders);
    expect(seen.createdBy).toMatchObject({ nickname: '탈퇴한 사용자', profilePicture: null });
  });
});

describe('the requester hears the decision', () => {
  const notificationsOf = async (headers: Headers) =>
    NotificationsSchema.parse((await get('/api/notifications', headers)).json());

  it('an approval and a rejection each notify the creator, opening the rule', async () => {
    const { rule, headers } = await creatorWithRule();
    const approved = await submit(rule, headers, { ruleTitle: '새 이름 탁구' });
    await post(`/api/admin/rules/edit-requests/${approved.id}/approve`, undefined, adminHeaders);
    expect((await notificationsOf(headers))[0]).toMatchObject({
      type: 'RULE',
      title: '규칙 수정 요청이 승인됐어요',
      message: "'새 이름 탁구' 규칙에 요청한 수정이 반영됐어요.",
      url: `/rules?ruleId=${rule.id}`,
      isRead: false,
    });

    const rejected = await submit(rule, headers, { pointsToWin: 99 });
    await post(
      `/api/admin/rules/edit-requests/${rejected.id}/reject`,
      { rejectionReason: '점수가 너무 높아요.' },
      adminHeaders,
    );
    const [latest] = await notificationsOf(headers);
    expect(latest).toMatchObject({
      type: 'RULE',
      title: '규칙 수정 요청이 거절됐어요',
      message: "'새 이름 탁구' 규칙 수정 요청이 거절됐어요. 사유: 점수가 너무 높아요.",
      url: `/rules?ruleId=${rule.id}`,
    });
    // Nobody else hears it.
    expect((await notificationsOf(adminHeaders)).filter((item) => item.type === 'RULE')).toEqual([]);
  });

  it('a creator who switched RULE notifications off is not told', async () => {
    const { rule, headers } = await creatorWithRule();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers,
      payload: { type: 'RULE', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const request = await submit(rule, headers);
    await post(`/api/admin/rules/edit-requests/${request.id}/approve`, undefined, adminHeaders);
    expect(await notificationsOf(headers)).toEqual([]);
  });
});
