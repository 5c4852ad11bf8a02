import { useSession } from '@/features/auth/auth.api';
import { CreateRuleWizard } from '@/features/rule-wizard/create-rule-wizard';
import { useLeaveWizard } from '@/features/rule-wizard/use-leave-wizard';
import { WIZARD_PATHS } from '@/features/rule-wizard/wizard-paths';

/** /rules/create (spec §2): the rule creation wizard. */
export function RuleCreateScreen() {
  // The login guard verified the session before this screen: its answer is in the cache.
  const userId = useSession().data?.userId ?? 0;
  const leave = useLeaveWizard(WIZARD_PATHS.rules);
  return <CreateRuleWizard key={userId} userId={userId} onExit={leave} />;
}
