/** /rules in game mode: a picked rule comes back as /create-game?ruleId= (rules-screen.tsx). */
export const PICK_RULE_HREF = '/rules?fromGameCreate=true';
/** Match management, where the new game waits. */
export const MY_GAMES_HREF = '/game';

/** `?ruleId=` as the router parsed it: a positive whole number, 'none' when absent, null when not numeric. */
export function readRuleId(raw: unknown): number | 'none' | null {
  if (raw === undefined || raw === null || raw === '') return 'none';
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
