import { formatDuration, type WinBy } from '@hanpan/core';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { CheckCircleIcon } from '@/ui/icons';
import { FieldMessages } from '@/ui/text-field';
import { durationSeconds, pointsToWin, type RuleDraft } from '../rule-draft';
import { winByAvailability } from '../step-validation';
import { useStepCheck } from '../use-step-check';
import { STEP } from '../wizard-steps';
import { WizardStep } from '../wizard-step';
import type { StepProps } from './step-props';

interface WinByOption {
  value: WinBy;
  label: string;
  explain: (draft: RuleDraft) => string;
  /** Why it cannot be chosen (its limit is '제한 없음'). */
  unavailable: string;
}

const OPTIONS: WinByOption[] = [
  {
    value: 'SETS_HALF_WIN',
    label: '목표 점수에 먼저 도달하면 세트 승리',
    explain: (draft) => `먼저 ${pointsToWin(draft)}점을 얻은 쪽이 세트를 가져가요.`,
    unavailable: '목표 점수가 제한 없음이라 고를 수 없어요.',
  },
  {
    value: 'MOST_SETS_AND_POINTS',
    label: '시간이 끝났을 때 점수가 높으면 세트 승리',
    explain: (draft) =>
      `제한 시간(${formatDuration(durationSeconds(draft))})이 끝나면 점수가 높은 쪽이 세트를 가져가요. 같으면 무승부예요.`,
    unavailable: '제한 시간이 제한 없음이라 고를 수 없어요.',
  },
];

/** Step 14: how a set is won; an option needs its limit (spec §5). */
export function WinByStep({ mode, draft, update, next, nextLabel, formError }: StepProps) {
  const check = useStepCheck(STEP.winBy, draft, mode);
  const name = useId();
  const errorId = `${name}-error`;
  const available = winByAvailability(draft);
  const error = check.error('winBy');

  return (
    <WizardStep
      title="세트는 어떻게 끝나나요?"
      description="세트의 승패를 가르는 기준을 골라 주세요."
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
    >
      <fieldset
        className="flex min-w-0 flex-col gap-3"
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? '' : undefined}
      >
        <legend className="sr-only">세트 승리 기준</legend>
        {OPTIONS.map((option) => {
          const enabled = available[option.value];
          // A choice its limit no longer allows shows as not chosen; the message says why.
          const checked = enabled && draft.winBy === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex items-start gap-3 rounded-lg border-2 px-5 py-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500',
                !enabled && 'cursor-not-allowed border-line bg-fill',
                enabled && checked && 'cursor-pointer border-accent-500 bg-accent-50',
                enabled && !checked && 'cursor-pointer border-line bg-surface hover:bg-fill',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={!enabled}
                onChange={() => {
                  check.touch('winBy');
                  update({ winBy: option.value });
                }}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span
                  className={cn(
                    'text-title-sm',
                    !enabled ? 'text-ink-subtle' : checked ? 'text-accent-700' : 'text-ink',
                  )}
                >
                  {option.label}
                </span>
                <span className="text-body-sm text-ink-muted">
                  {enabled ? option.explain(draft) : option.unavailable}
                </span>
              </span>
              {checked ? <CheckCircleIcon size={24} className="shrink-0 text-accent-500" /> : null}
            </label>
          );
        })}
        <FieldMessages errorId={errorId} error={error} />
      </fieldset>
    </WizardStep>
  );
}
