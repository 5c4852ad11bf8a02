import { useParams } from '@tanstack/react-router';
import { parseRuleId, RuleEditView } from '@/features/rule-wizard';

/** /rules/edit/{id} (spec §2): the edit request wizard for the rule the address names. */
export function RuleEditScreen() {
  const { ruleId } = useParams({ from: '/plain/rules/edit/$ruleId' });
  return <RuleEditView id={parseRuleId(ruleId)} />;
}
