import type { RuleContent, RuleFormValues } from '@hanpan/core';
import type { RuleRow } from '../../db/schema/index.ts';
import { ruleSearchChoseong } from './rule-search.ts';

/*
 * A rule's content in its three shapes: the wizard's form (wire names), the database columns (the
 * same set on rules, rule_versions and rule_edit_requests) and the wire's RuleContent.
 */

export type RuleContentColumns = Pick<
  RuleRow,
  | 'title'
  | 'majorCategory'
  | 'minorCategory'
  | 'goal'
  | 'scoreDefinition'
  | 'preparation'
  | 'playOrder'
  | 'decision'
  | 'foul'
  | 'extraInfo'
  | 'winBy'
  | 'pointsToWin'
  | 'setsToWin'
  | 'durationSeconds'
>;

/** The form fields every rule write has (create and edit request alike), already parsed. */
export type RuleFormFields = Omit<RuleFormValues, 'referenceSport'>;

export interface RuleNames {
  title: string;
  majorCategory: string;
  minorCategory: string;
}

export function contentFromForm(form: RuleFormFields, names: RuleNames): RuleContentColumns {
  return {
    title: names.title,
    majorCategory: names.majorCategory,
    minorCategory: names.minorCategory,
    goal: form.ruleGoal,
    scoreDefinition: form.ruleScoreDefinition,
    preparation: form.rulePreparation,
    playOrder: form.ruleOrder,
    decision: form.ruleDecision,
    foul: form.ruleFoul,
    extraInfo: form.ruleExtraInfo,
    winBy: form.winBy,
    pointsToWin: form.pointsToWin,
    setsToWin: form.setsToWin,
    durationSeconds: form.duration,
  };
}

/** Copies only the content columns (a row may carry more). */
export function pickContent(row: RuleContentColumns): RuleContentColumns {
  return {
    title: row.title,
    majorCategory: row.majorCategory,
    minorCategory: row.minorCategory,
    goal: row.goal,
    scoreDefinition: row.scoreDefinition,
    preparation: row.preparation,
    playOrder: row.playOrder,
    decision: row.decision,
    foul: row.foul,
    extraInfo: row.extraInfo,
    winBy: row.winBy,
    pointsToWin: row.pointsToWin,
    setsToWin: row.setsToWin,
    durationSeconds: row.durationSeconds,
  };
}

/** The rules row's columns for this content, its search column included. */
export function ruleColumnsFor(content: RuleContentColumns) {
  return { ...pickContent(content), searchChoseong: ruleSearchChoseong(content.title, content.goal) };
}

export function presentRuleContent(row: RuleContentColumns): RuleContent {
  return {
    ruleTitle: row.title,
    majorCategory: row.majorCategory,
    minorCategory: row.minorCategory,
    ruleGoal: row.goal,
    ruleScoreDefinition: row.scoreDefinition,
    rulePreparation: row.preparation,
    ruleOrder: row.playOrder,
    ruleDecision: row.decision,
    ruleFoul: row.foul,
    ruleExtraInfo: row.extraInfo,
    winBy: row.winBy,
    pointsToWin: row.pointsToWin,
    setsToWin: row.setsToWin,
    duration: row.durationSeconds,
  };
}
