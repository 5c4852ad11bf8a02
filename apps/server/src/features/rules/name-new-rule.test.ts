import { describe, expect, it } from 'vitest';
import type { CategoryTaxonomy, RuleNamer } from '../../integrations/rule-naming/index.ts';
import { checkedNames, FALLBACK_TITLE, nameNewRule } from './name-new-rule.ts';

const taxonomy: CategoryTaxonomy = {
  majors: [
    { name: '기존 스포츠', minors: ['탁구', '기타'] },
    { name: '기타', minors: ['기타'] },
  ],
};

const naming = (title: string, majorCategory: string, minorCategory: string) => ({
  title,
  majorCategory,
  minorCategory,
  source: 'ai' as const,
});

describe('checkedNames', () => {
  it("keeps a namer's answer that fits the taxonomy and the title rules", () => {
    expect(checkedNames(naming(' 점심 탁구 ', '기존 스포츠', '탁구'), taxonomy)).toEqual({
      title: '점심 탁구',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
    });
  });

  it('falls back to 기타/기타 for a category outside the taxonomy (also a minor of another major)', () => {
    for (const [major, minor] of [
      ['없는 분류', '탁구'],
      ['기타', '탁구'],
      ['기존 스포츠', '축구'],
    ]) {
      expect(checkedNames(naming('점심 탁구', major!, minor!), taxonomy)).toMatchObject({
        majorCategory: '기타',
        minorCategory: '기타',
      });
    }
  });

  it('replaces a blank, too long or rude title', () => {
    for (const title of ['  ', '가'.repeat(21), '병신 게임']) {
      expect(checkedNames(naming(title, '기타', '기타'), taxonomy).title).toBe(FALLBACK_TITLE);
    }
  });
});

describe('nameNewRule', () => {
  it('hands the namer the texts and the reference sport, and checks its answer', async () => {
    const calls: unknown[] = [];
    const namer: RuleNamer = {
      async name(input, given) {
        calls.push([input, given]);
        return naming('탁구 한판', '기존 스포츠', '야구');
      },
    };
    const names = await nameNewRule(namer, taxonomy, {
      ruleGoal: '목표',
      ruleScoreDefinition: '점수',
      rulePreparation: '준비',
      ruleOrder: '순서',
      ruleDecision: '판정',
      ruleFoul: '반칙',
      ruleExtraInfo: null,
      pointsToWin: 11,
      duration: -1,
      setsToWin: 1,
      winBy: 'SETS_HALF_WIN',
      referenceSport: '탁구',
    });
    expect(names).toEqual({ title: '탁구 한판', majorCategory: '기타', minorCategory: '기타' });
    expect(calls).toEqual([
      [
        {
          goal: '목표',
          scoreDefinition: '점수',
          preparation: '준비',
          order: '순서',
          decision: '판정',
          foul: '반칙',
          extraInfo: null,
          referenceSport: '탁구',
        },
        taxonomy,
      ],
    ]);
  });
});
