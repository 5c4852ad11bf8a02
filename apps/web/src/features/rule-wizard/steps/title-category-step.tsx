import { ruleLimits } from '@hanpan/core';
import { TextField } from '@/ui/text-field';
import { RuleTextCounter } from '../rule-text-counter';
import { useStepCheck } from '../use-step-check';
import { useRuleCategories, useRuleMinors } from '../wizard.api';
import { STEP } from '../wizard-steps';
import { WizardStep } from '../wizard-step';
import { ChoiceList } from './choice-list';
import type { StepProps } from './step-props';

/** Step 4 (edit): the rule's name and categories, which only an edit request can change. */
export function TitleCategoryStep({ mode, draft, update, next, nextLabel, formError }: StepProps) {
  const check = useStepCheck(STEP.intro, draft, mode);
  const majors = useRuleCategories();
  const minors = useRuleMinors(draft.majorCategory);
  return (
    <WizardStep
      title="이름과 카테고리를 확인해 주세요"
      description="바꾸고 싶은 곳만 고치면 돼요. 관리자가 확인한 뒤 반영돼요."
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
    >
      <TextField
        label="규칙 이름"
        name="ruleTitle"
        autoComplete="off"
        enterKeyHint="next"
        value={draft.ruleTitle}
        error={check.error('ruleTitle')}
        counter={<RuleTextCounter text={draft.ruleTitle} max={ruleLimits.titleMax} />}
        onChange={(event) => {
          check.touch('ruleTitle');
          update({ ruleTitle: event.target.value });
        }}
      />
      <ChoiceList
        legend="대분류"
        query={majors}
        value={draft.majorCategory || null}
        error={check.error('majorCategory')}
        failedText="카테고리를 불러오지 못했어요."
        onChange={(major) => {
          check.touch('majorCategory');
          if (major !== draft.majorCategory) update({ majorCategory: major, minorCategory: '' });
        }}
      />
      {draft.majorCategory ? (
        <ChoiceList
          legend="소분류"
          query={minors}
          value={draft.minorCategory || null}
          error={check.error('minorCategory')}
          failedText="소분류를 불러오지 못했어요."
          onChange={(minor) => {
            check.touch('minorCategory');
            update({ minorCategory: minor });
          }}
        />
      ) : null}
    </WizardStep>
  );
}
