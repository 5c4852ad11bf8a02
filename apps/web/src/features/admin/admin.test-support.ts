import { vi } from 'vitest';
import type { AdminReport, EditRequest, RuleContent } from '@hanpan/core';

/* Wire-shaped data for the admin tests (the core contract's types). */

export const ruleContentFixture = (overrides: Partial<RuleContent> = {}): RuleContent => ({
  ruleTitle: '한 손 배드민턴',
  majorCategory: '기존 스포츠',
  minorCategory: '배드민턴',
  ruleGoal: '왼손으로만 라켓을 잡고 겨뤄요.',
  ruleScoreDefinition: '상대 코트에 셔틀콕이 떨어지면 1점이에요.',
  rulePreparation: '라켓 두 개와 셔틀콕',
  ruleOrder: '서브는 번갈아 넣어요.',
  ruleDecision: '심판 없이 서로 합의해요.',
  ruleFoul: '오른손을 쓰면 상대가 1점을 얻어요.',
  ruleExtraInfo: null,
  winBy: 'SETS_HALF_WIN',
  pointsToWin: 11,
  setsToWin: 3,
  duration: -1,
  ...overrides,
});

export const editRequestFixture = (overrides: Partial<EditRequest> = {}): EditRequest => ({
  ...ruleContentFixture(),
  id: 1,
  status: 'PENDING',
  originalRuleId: 10,
  original: ruleContentFixture(),
  requestedBy: { id: 2, nickname: '민준' },
  requestedById: 2,
  createdAt: new Date(new Date().getTime() - 3 * 60 * 60 * 1000).toISOString(),
  reviewedBy: null,
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

/** Real time (new Date() ignores laterClock's Date.now), as the screens' clocks read it. */
export const hoursAgo = (hours: number) =>
  new Date(new Date().getTime() - hours * 60 * 60 * 1000).toISOString();

export const adminReportFixture = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: 1,
  targetType: 'RULE',
  targetId: 10,
  reason: '욕설이 들어 있어요',
  status: 'OPEN',
  reporterId: 3,
  reporterNickname: '하은',
  createdAt: hoursAgo(3),
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
  targetHidden: false,
  openReportsOnTarget: 1,
  preview: {
    title: '한 손 배드민턴',
    text: '왼손으로만 라켓을 잡고 겨뤄요.',
    authorId: 2,
    authorNickname: '민준',
    url: '/rules?ruleId=10',
  },
  ...overrides,
});

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/** A JSON answer; `nextCursor` becomes the X-Next-Cursor header of a list page. */
export function answer(status: number, body?: unknown, nextCursor?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (nextCursor) headers.set('X-Next-Cursor', nextCursor);
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

export const forbidden = () => answer(403, { error: { code: 'forbidden', message: '권한이 없어요.' } });

/**
 * Like test/render-app's mockApi, with the query string in reach (status, cursor, keyword):
 * handlers keyed by 'METHOD /path'; anything else answers 404 so a test notices it.
 */
export function stubAdminApi(handlers: Record<string, Handler>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, url, body });
    const handler = handlers[key];
    if (!handler) return answer(404, { error: { code: 'route_not_found', message: `unmocked ${key}` } });
    return handler({ url, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let clockShift = 0;
/**
 * Each test a minute later than the one before: the '관리자 권한이 필요합니다.' notice is shown once
 * per few seconds (use-admin-gate.ts), and a test must not inherit the previous test's notice.
 * Use as beforeEach(laterClock); vitest restores the spy after each test.
 */
export function laterClock(): void {
  clockShift += 60_000;
  const realNow = Date.now.bind(Date);
  const shift = clockShift;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}

/** afterEach: see test/settle-history.ts. */
export { settleHistory } from '@/test/settle-history';
