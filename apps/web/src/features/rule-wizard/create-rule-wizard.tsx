import type { Rule } from '@hanpan/core';
import { useCallback, useState } from 'react';
import {
  clearCreateDraft,
  EMPTY_DRAFT,
  readCreateDraft,
  ruleFormOf,
  writeCreateDraft,
  type RuleDraft,
} from './rule-draft';
import { RuleWizard } from './rule-wizard';
import { CreatedRuleConfirmStep, CreatedRuleStep } from './steps/result-steps';
import { useCreateRule } from './wizard.api';

/** /rules/create: a new rule, continuing this player's draft on this device if there is one. */
export function CreateRuleWizard({ userId, onExit }: { userId: number; onExit: () => void }) {
  const create = useCreateRule();
  const [initialDraft] = useState(() => readCreateDraft(userId) ?? EMPTY_DRAFT);
  const saveDraft = useCallback((draft: RuleDraft) => writeCreateDraft(userId, draft), [userId]);
  const discardDraft = useCallback(() => clearCreateDraft(userId), [userId]);

  return (
    <RuleWizard
      mode="create"
      title="규칙 만들기"
      initialDraft={initialDraft}
      freshDraft={EMPTY_DRAFT}
      saveDraft={saveDraft}
      discardDraft={discardDraft}
      submit={(draft) => create.mutateAsync(ruleFormOf(draft))}
      onExit={onExit}
      renderDone={(rule) => <CreatedRule rule={rule} />}
    />
  );
}

/** Step 16, then the confirm step. */
function CreatedRule({ rule }: { rule: Rule }) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <CreatedRuleConfirmStep rule={rule} />
  ) : (
    <CreatedRuleStep rule={rule} onNext={() => setConfirming(true)} />
  );
}
