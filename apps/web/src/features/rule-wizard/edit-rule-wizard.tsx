import type { Rule } from '@hanpan/core';
import { useCallback, useState } from 'react';
import {
  clearEditDraft,
  draftFromRule,
  editRequestFormOf,
  readEditDraft,
  writeEditDraft,
  type RuleDraft,
} from './rule-draft';
import { RuleWizard } from './rule-wizard';
import { EditRequestSentStep } from './steps/result-steps';
import { useRequestRuleEdit } from './wizard.api';

/**
 * /rules/edit/{id}: the same steps, filled with the rule as it is (or with this player's draft of
 * an edit to this version of it), ending in an edit request an admin reviews.
 */
export function EditRuleWizard({ userId, rule, onExit }: { userId: number; rule: Rule; onExit: () => void }) {
  const request = useRequestRuleEdit();
  const [freshDraft] = useState(() => draftFromRule(rule));
  const [initialDraft] = useState(() => readEditDraft(userId, rule.id, rule.version) ?? freshDraft);
  const saveDraft = useCallback(
    (draft: RuleDraft) => writeEditDraft(userId, rule.id, rule.version, draft),
    [userId, rule.id, rule.version],
  );
  const discardDraft = useCallback(() => clearEditDraft(userId, rule.id), [userId, rule.id]);

  return (
    <RuleWizard
      mode="edit"
      title="규칙 수정"
      initialDraft={initialDraft}
      freshDraft={freshDraft}
      saveDraft={saveDraft}
      discardDraft={discardDraft}
      submit={(draft) => request.mutateAsync(editRequestFormOf(draft, rule.id))}
      onExit={onExit}
      renderDone={() => <EditRequestSentStep />}
    />
  );
}
