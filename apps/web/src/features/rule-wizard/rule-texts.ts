import { REFERENCE_SPORT_EXCLUDED_MINOR, REFERENCE_SPORT_MAJOR } from '@hanpan/core';
import type { RuleDraft } from './rule-draft';

/*
 * Standard sentences the wizard writes into the rule's texts for the player (spec §5 Score/time):
 * a reference sport opens the description with the sentence the spec quotes (sportIntro), the 'follow that sport'
 * checkboxes of scoring, order and foul and the 'mutual agreement' checkbox of decision put their
 * sentence at the start of the field. They are written visibly into the field, where the player
 * sees them, can add to them and counts them against the limit: what is published is what was seen.
 * A checkbox is checked exactly when its field starts with its sentence, so a restored draft or a
 * rule being edited shows the right state with nothing else remembered.
 */

/** Spec §5, quoted: the description's opening when the rule follows a sport. */
export const sportIntro = (sport: string) => `${sport} 경기입니다.`;

export type FollowField = 'ruleScoreDefinition' | 'ruleOrder' | 'ruleFoul';

/** The checkbox label and the sentence it writes, per field. */
export const followSport: Record<
  FollowField,
  { label: (sport: string) => string; sentence: (sport: string) => string }
> = {
  ruleScoreDefinition: {
    label: (sport) => `${sport} 공식 규칙대로 점수를 매겨요`,
    sentence: (sport) => `${sport} 공식 규칙에 따라 점수를 얻어요.`,
  },
  ruleOrder: {
    label: (sport) => `${sport} 경기 순서를 따라요`,
    sentence: (sport) => `${sport} 공식 경기 순서를 따라요.`,
  },
  ruleFoul: {
    label: (sport) => `${sport} 반칙 규칙을 따라요`,
    sentence: (sport) => `${sport} 공식 규칙의 반칙을 따라요.`,
  },
};

export const MUTUAL_AGREEMENT_LABEL = '상호 합의로 판정해요';
export const MUTUAL_AGREEMENT_SENTENCE = '판정은 두 선수의 상호 합의로 정해요.';

export function hasLead(text: string, sentence: string): boolean {
  return text.trimStart().startsWith(sentence);
}

/** The text opening with `sentence` (what the player wrote stays after it). */
export function withLead(text: string, sentence: string): string {
  if (hasLead(text, sentence)) return text;
  const rest = text.trimStart();
  return rest === '' ? `${sentence} ` : `${sentence} ${rest}`;
}

/** The text without its opening `sentence`. */
export function withoutLead(text: string, sentence: string): string {
  return hasLead(text, sentence) ? text.trimStart().slice(sentence.length).trimStart() : text;
}

/** Checking or unchecking a checkbox that writes `sentence`. */
export function toggleLead(text: string, sentence: string, on: boolean): string {
  return on ? withLead(text, sentence) : withoutLead(text, sentence);
}

/**
 * The draft after picking another reference sport (or none): the description's opening and the
 * checked 'follow' sentences move to the new sport; with none they are taken out.
 */
export function applyReferenceSport(draft: RuleDraft, sport: string | null): RuleDraft {
  const previous = draft.referenceSport;
  if (previous === sport) return draft;
  const next: RuleDraft = { ...draft, referenceSport: sport };
  const goal = previous ? withoutLead(draft.ruleGoal, sportIntro(previous)) : draft.ruleGoal;
  next.ruleGoal = sport ? withLead(goal, sportIntro(sport)) : goal;
  for (const field of Object.keys(followSport) as FollowField[]) {
    const { sentence } = followSport[field];
    if (!previous || !hasLead(draft[field], sentence(previous))) continue;
    const rest = withoutLead(draft[field], sentence(previous));
    next[field] = sport ? withLead(rest, sentence(sport)) : rest;
  }
  return next;
}

/** The sport of an existing rule, for its edit wizard's checkboxes: its minor under '기존 스포츠'. */
export function sportOfCategory(major: string, minor: string): string | null {
  return major === REFERENCE_SPORT_MAJOR && minor !== '' && minor !== REFERENCE_SPORT_EXCLUDED_MINOR
    ? minor
    : null;
}
