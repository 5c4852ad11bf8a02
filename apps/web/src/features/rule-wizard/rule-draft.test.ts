import { describe, expect, it } from 'vitest';
import {
  clearCreateDraft,
  draftFromRule,
  EMPTY_DRAFT,
  editRequestFormOf,
  readCreateDraft,
  readEditDraft,
  writeCreateDraft,
  writeEditDraft,
} from './rule-draft';
import { applyReferenceSport, followSport, sportIntro, toggleLead } from './rule-texts';
import { ruleFixture } from './rule-wizard.test-support';

describe('draft storage', () => {
  it('keeps one creation draft per player until it is cleared', () => {
    writeCreateDraft(1, { ...EMPTY_DRAFT, ruleGoal: '먼저 3골', step: 7 });
    expect(readCreateDraft(1)).toMatchObject({ ruleGoal: '먼저 3골', step: 7 });
    expect(readCreateDraft(2)).toBeNull();
    clearCreateDraft(1);
    expect(readCreateDraft(1)).toBeNull();
  });

  it('ignores a damaged draft and repairs odd values', () => {
    localStorage.setItem('ruleCreateDraft:3', '{not json');
    expect(readCreateDraft(3)).toBeNull();
    localStorage.setItem('ruleCreateDraft:4', JSON.stringify({ ruleGoal: 5, winBy: 'TIME_LIMIT', step: 99 }));
    expect(readCreateDraft(4)).toMatchObject({ ruleGoal: '', winBy: null, step: 14 });
  });

  it('keeps an edit draft per rule, only for the version it was written against', () => {
    writeEditDraft(1, 42, 2, { ...EMPTY_DRAFT, ruleFoul: '손 쓰면 반칙' });
    expect(readEditDraft(1, 42, 2)?.ruleFoul).toBe('손 쓰면 반칙');
    expect(readEditDraft(1, 42, 3)).toBeNull(); // an edit was approved meanwhile
    expect(readEditDraft(1, 43, 2)).toBeNull();
  });
});

describe('an edit starts from the rule', () => {
  it('turns the wire numbers into the fields and back', () => {
    const rule = ruleFixture({ pointsToWin: -1, duration: 330, setsToWin: 3, winBy: 'MOST_SETS_AND_POINTS' });
    const draft = draftFromRule(rule);
    expect(draft).toMatchObject({
      pointsUnlimited: true,
      timeUnlimited: false,
      minutes: '5',
      seconds: '30',
      setsToWin: '3',
      ruleTitle: rule.ruleTitle,
    });
    expect(editRequestFormOf(draft, rule.id)).toMatchObject({
      pointsToWin: -1,
      duration: 330,
      setsToWin: 3,
      winBy: 'MOST_SETS_AND_POINTS',
      originalRuleId: rule.id,
      ruleTitle: rule.ruleTitle,
    });
    expect(editRequestFormOf(draft, rule.id)).not.toHaveProperty('referenceSport');
  });
});

describe('reference sport sentences', () => {
  it('opens the description with the sport and moves it when the sport changes', () => {
    const withTennis = applyReferenceSport({ ...EMPTY_DRAFT, ruleGoal: '한 손으로만 쳐요.' }, '테니스');
    expect(withTennis.ruleGoal).toBe('테니스 경기입니다. 한 손으로만 쳐요.');
    const withFoul = {
      ...withTennis,
      ruleFoul: toggleLead('', followSport.ruleFoul.sentence('테니스'), true),
    };
    const withTableTennis = applyReferenceSport(withFoul, '탁구');
    expect(withTableTennis.ruleGoal).toBe(`${sportIntro('탁구')} 한 손으로만 쳐요.`);
    expect(withTableTennis.ruleFoul.trim()).toBe(followSport.ruleFoul.sentence('탁구'));
    const none = applyReferenceSport(withTableTennis, null);
    expect(none.ruleGoal).toBe('한 손으로만 쳐요.');
    expect(none.ruleFoul).toBe('');
  });

  it('puts a checkbox sentence first and takes it out again, keeping what the player wrote', () => {
    const sentence = followSport.ruleOrder.sentence('배드민턴');
    const on = toggleLead('서브는 대각선으로.', sentence, true);
    expect(on).toBe(`${sentence} 서브는 대각선으로.`);
    expect(toggleLead(on, sentence, false)).toBe('서브는 대각선으로.');
  });
});
