import { applyReferenceSport } from '../rule-texts';
import { useStepCheck } from '../use-step-check';
import { useReferenceSports } from '../wizard.api';
import { STEP } from '../wizard-steps';
import { WizardStep } from '../wizard-step';
import { ChoiceList } from './choice-list';
import type { StepProps } from './step-props';

const CUSTOM = '';

/** Step 4 (create): the sport the rule follows, or '직접 만들기'. */
export function SportStep({ mode, draft, update, next, nextLabel, formError }: StepProps) {
  const check = useStepCheck(STEP.intro, draft, mode);
  const sports = useReferenceSports();
  return (
    <WizardStep
      title="어떤 운동을 바탕으로 만들까요?"
      description="종목을 고르면 설명이 그 종목으로 시작하고, 그 종목의 규칙을 그대로 따를 수 있어요. 완전히 새로운 경기라면 직접 만들어 주세요."
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
    >
      <ChoiceList
        legend="참고할 종목"
        query={sports}
        value={draft.referenceSport ?? CUSTOM}
        fixed={[{ value: CUSTOM, label: '직접 만들기' }]}
        failedText="종목 목록을 불러오지 못했어요. 직접 만들 수는 있어요."
        onChange={(sport) =>
          update((current) => applyReferenceSport(current, sport === CUSTOM ? null : sport))
        }
      />
    </WizardStep>
  );
}
