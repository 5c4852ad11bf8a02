import type { Rule } from '@hanpan/core';
import { sportIntro } from './rule-texts';

/** A rule as GET /api/rules/{id} answers it (for the wizard's tests). */
export function ruleFixture(overrides: Partial<Rule> = {}): Rule {
  return {
    id: 42,
    ruleTitle: '한 손 탁구',
    title: '한 손 탁구',
    majorCategory: '기존 스포츠',
    minorCategory: '탁구',
    ruleGoal: `${sportIntro('탁구')} 한 손으로만 쳐요.`,
    ruleScoreDefinition: '상대가 공을 못 넘기면 1점이에요.',
    rulePreparation: '탁구대, 라켓, 공',
    ruleOrder: '서브는 두 번씩 번갈아 넣어요.',
    ruleDecision: '판정은 두 선수의 상호 합의로 정해요.',
    ruleFoul: '다른 손을 쓰면 반칙이에요.',
    ruleExtraInfo: null,
    ruleDescription: `${sportIntro('탁구')} 한 손으로만 쳐요.`,
    winBy: 'SETS_HALF_WIN',
    pointsToWin: 11,
    setsToWin: 3,
    duration: -1,
    version: 1,
    createdBy: { id: 1, nickname: '민준', profile: { profilePicture: null }, profilePicture: null },
    createdAt: '2026-11-20T10:00:00+09:00',
    averageRating: 0,
    rating: 0,
    ratingCount: 0,
    playCount: 0,
    useCount: 0,
    lastPlayedAt: null,
    editRequestStatus: null,
    editRequestId: null,
    rejectionReason: null,
    hiddenByAdmin: false,
    isMine: true,
    ...overrides,
  };
}
