import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  CreateGameFrame,
  CreateGameWizard,
  IntroStep,
  PICK_RULE_HREF,
  readRuleId,
  RuleStep,
  useLeave,
} from '@/features/create-game';
import { useRule } from '@/features/rules';

/**
 * /create-game (spec §2 Game creation): without `ruleId` the intro (step 1), which sends the player
 * to /rules to pick one; /rules comes back with `?ruleId=`, read here (step 2) and, once known, the
 * wizard starts at step 3. A `ruleId` that is not a number goes to /rules?fromGameCreate=true.
 */
export function CreateGameScreen() {
  const router = useRouter();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const ruleId = readRuleId(search.ruleId);
  const leave = useLeave();

  useEffect(() => {
    if (ruleId === null) void router.navigate({ href: PICK_RULE_HREF, replace: true });
  }, [ruleId, router]);

  const rule = useRule(typeof ruleId === 'number' ? ruleId : null);

  if (ruleId === null) return null;
  if (ruleId === 'none')
    return (
      <CreateGameFrame step={1} onBack={leave}>
        <IntroStep />
      </CreateGameFrame>
    );
  if (rule.data?.id === ruleId)
    // key: another rule is another game; the wizard starts again at step 3.
    return <CreateGameWizard key={ruleId} rule={rule.data} />;
  return (
    <CreateGameFrame step={2} onBack={() => void router.navigate({ href: PICK_RULE_HREF })}>
      <RuleStep error={rule.isError ? rule.error : null} onRetry={() => void rule.refetch()} />
    </CreateGameFrame>
  );
}
