import { useSession } from '@/features/auth';
import { CreateRuleWizard, useLeaveWizard, WIZARD_PATHS } from '@/features/rule-wizard';

/** /rules/create (spec §2): the rule creation wizard. */
export function RuleCreateScreen() {
  // The login guard verified the session before this screen: its answer is in the cache.
  const userId = useSession().data?.userId ?? 0;
  const leave = useLeaveWizard(WIZARD_PATHS.rules);
  return <CreateRuleWizard key={userId} userId={userId} onExit={leave} />;
}
