import type { Rule } from '@hanpan/core';
import { ruleFixture as rulesRuleFixture } from '@/features/rules/rules.test-support';
import { sportIntro } from './rule-texts';

/**
 * A rule as GET /api/rules/{id} answers it, for the wizard's tests: the rules feature's fixture,
 * made the player's own rule 42 whose goal starts with the sport's intro (what step 5 pre-fills).
 */
export function ruleFixture(overrides: Partial<Rule> = {}): Rule {
  return rulesRuleFixture({
    id: 42,
    ruleTitle: '한 손 탁구',
    ruleGoal: `${sportIntro('탁구')} 한 손으로만 쳐요.`,
    ruleDescription: `${sportIntro('탁구')} 한 손으로만 쳐요.`,
    ruleScoreDefinition: '상대가 공을 못 넘기면 1점이에요.',
    rulePreparation: '탁구대, 라켓, 공',
    ruleOrder: '서브는 두 번씩 번갈아 넣어요.',
    ruleDecision: '판정은 두 선수의 상호 합의로 정해요.',
    ruleFoul: '다른 손을 쓰면 반칙이에요.',
    createdBy: { id: 1, nickname: '민준', profile: { profilePicture: null }, profilePicture: null },
    createdAt: '2026-11-20T10:00:00+09:00',
    averageRating: 0,
    ratingCount: 0,
    playCount: 0,
    isMine: true,
    ...overrides,
  });
}
