import type { Rule } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import { BAD_EDIT_ADDRESS, EDIT_LOAD_FAILED, editRefusal } from './edit-access';
import { EditRuleWizard } from './edit-rule-wizard';
import { useLeaveWizard } from './use-leave-wizard';
import { WizardHeader } from './wizard-header';
import { WIZARD_PATHS } from './wizard-paths';
import { INPUT_STEP_COUNT } from './wizard-steps';
import { useRule } from './wizard.api';

/**
 * The edit request wizard (/rules/edit/{id}, spec §2), for the rule's creator only; `id` is null for
 * an address that names no rule. A wrong address, a failed load or a rule that cannot be edited now
 * says why and goes back to my rules (spec §8).
 */
export function RuleEditView({ id }: { id: number | null }) {
  const rule = useRule(id, { fresh: true });
  const userId = useSession().data?.userId ?? 0;
  const navigate = useNavigate();
  const leave = useLeaveWizard(WIZARD_PATHS.myRules);

  // WARNING: decided once, on the first answer. The request this wizard sends makes the rule
  // PENDING, and its refetch must not throw the player off the done step.
  const [opened, setOpened] = useState<Rule | null>(null);
  const refusal = opened
    ? null
    : id === null
      ? BAD_EDIT_ADDRESS
      : rule.data
        ? editRefusal(rule.data)
        : rule.isError
          ? EDIT_LOAD_FAILED
          : null;
  if (!opened && rule.data && !refusal) setOpened(rule.data);

  const refused = useRef(false);
  useEffect(() => {
    if (!refusal || refused.current) return;
    refused.current = true; // once, also under StrictMode's second effect
    showToast(refusal);
    void navigate({ to: WIZARD_PATHS.myRules, replace: true });
  }, [refusal, navigate]);

  if (opened) {
    return <EditRuleWizard key={`${userId}-${opened.id}`} userId={userId} rule={opened} onExit={leave} />;
  }
  return (
    <>
      <WizardHeader
        title="규칙 수정"
        position={0}
        count={INPUT_STEP_COUNT}
        backLabel="나가기"
        onBack={leave}
        onStartOver={null}
      />
      <ScreenBody>
        <SkeletonGroup label="규칙을 불러오는 중">
          <div className="flex flex-col gap-3 pt-7">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-5 w-52" />
            <Skeleton className="mt-7 h-13 w-full" />
            <Skeleton className="h-11 w-3/4" />
          </div>
        </SkeletonGroup>
      </ScreenBody>
    </>
  );
}
