import type { Rule, RuleRanking } from '@hanpan/core';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { json } from '@/test/render-app';

/** A rule as GET /api/rules/{id} answers it (spec §3 Rule), another player's unless overridden. */
export function ruleFixture(overrides: Partial<Rule> = {}): Rule {
  const base: Rule = {
    id: 3,
    ruleTitle: '한 손 탁구 11점',
    title: '한 손 탁구 11점',
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    ruleGoal: '한 손으로만 쳐서 먼저 11점을 내면 이겨요.',
    ruleDescription: '한 손으로만 쳐서 먼저 11점을 내면 이겨요.',
    ruleScoreDefinition: '상대가 공을 넘기지 못하면 1점',
    rulePreparation: '탁구대, 라켓 두 개, 공',
    ruleOrder: '가위바위보로 서브를 정해요.',
    ruleDecision: '심판 없이 서로 합의해요.',
    ruleFoul: '두 손을 쓰면 상대에게 1점',
    ruleExtraInfo: null,
    winBy: 'SETS_HALF_WIN',
    pointsToWin: 11,
    setsToWin: 3,
    duration: -1,
    version: 1,
    createdBy: { id: 7, nickname: '탁구왕', profile: { profilePicture: null }, profilePicture: null },
    createdAt: '2026-11-01T10:00:00+09:00',
    averageRating: 4.25,
    rating: 4.25,
    ratingCount: 12,
    playCount: 31,
    useCount: 31,
    lastPlayedAt: null,
    editRequestStatus: null,
    editRequestId: null,
    rejectionReason: null,
    hiddenByAdmin: false,
    isMine: false,
  };
  const rule = { ...base, ...overrides };
  return { ...rule, title: rule.ruleTitle, rating: rule.averageRating, useCount: rule.playCount };
}

export function rankingFixture(overrides: Partial<RuleRanking> = {}): RuleRanking {
  return { ruleName: '한 손 탁구 11점', rankings: [], currentUserRanking: null, ...overrides };
}

/** A list page: the array body and, when there is one, the next cursor in X-Next-Cursor. */
export function listPage(items: unknown[], nextCursor?: string): Response {
  const response = json(200, items);
  if (nextCursor) response.headers.set('X-Next-Cursor', nextCursor);
  return response;
}

/** Open dialogs in the DOM (a dialog under another one is aria-hidden, so roles miss it). */
const openDialogs = () => document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length;

/**
 * Closes every open dialog with Escape and waits until they are gone. A dialog still open when a
 * test ends steps history back while it unmounts, which would move the next test's page.
 */
export async function closeDialogs(user: UserEvent): Promise<void> {
  while (openDialogs() > 0) {
    const before = openDialogs();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(openDialogs()).toBeLessThan(before));
  }
  // The closed dialogs' history entries are gone once back() has landed.
  await waitFor(() =>
    expect((window.history.state as { __overlay?: string } | null)?.__overlay).toBeUndefined(),
  );
}
