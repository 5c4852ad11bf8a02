/**
 * The wizard's steps, numbered as spec §2 numbers them: 4 (intro) to 14 are the eleven input steps,
 * 15 generates the name and category (create) or submits the request (edit), 16 shows the result.
 * After 16 the create wizard asks what to do next (17, our number: the spec names it 'confirm').
 */
export const STEP = {
  /** Create: the sport the rule follows (or '직접 만들기'). Edit: name and categories. */
  intro: 4,
  goal: 5,
  scoreDefinition: 6,
  preparation: 7,
  order: 8,
  decision: 9,
  foul: 10,
  extraInfo: 11,
  /** Points and time together: 'not both unlimited' is a rule across the two. */
  scoreTime: 12,
  sets: 13,
  winBy: 14,
  generating: 15,
  result: 16,
  confirm: 17,
} as const;

export const FIRST_INPUT_STEP = STEP.intro;
export const LAST_INPUT_STEP = STEP.winBy;
export const INPUT_STEP_COUNT = LAST_INPUT_STEP - FIRST_INPUT_STEP + 1;

export function isInputStep(step: number): boolean {
  return step >= FIRST_INPUT_STEP && step <= LAST_INPUT_STEP;
}
