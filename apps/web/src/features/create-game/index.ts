/**
 * The creation wizard (/create-game, spec §2 Game creation): what its screen composes. The call that
 * makes the game (and the keys it makes stale) is the games resource's (features/games).
 */
export { PICK_RULE_HREF, readRuleId } from './create-game-paths';
export { CreateGameFrame, CreateGameWizard, useLeave } from './create-game-wizard';
export { IntroStep, RuleStep } from './intro-steps';
