import { ruleLimits } from '@hanpan/core';
import { Button } from '@/ui/button';
import { wholeNumber } from '../rule-draft';
import { useStepCheck } from '../use-step-check';
import { STEP } from '../wizard-steps';
import { WizardStep } from '../wizard-step';
import { NumberField } from './number-field';
import type { StepProps } from './step-props';

/** '3세트 중 2세트를 먼저 이기면 승리해요.': the match the number means (spec §4 Play). */
export function describeSets(sets: number): string | null {
  if (Number.isNaN(sets) || sets < 1) return null;
  if (sets === 1) return '한 세트로 승부를 가려요.';
  return `${sets}세트 중 ${Math.ceil(sets / 2)}세트를 먼저 이기면 승리해요.`;
}

/** Step 13: how many sets a match has (at least one). */
export function SetsStep({ mode, draft, update, next, nextLabel, formError }: StepProps) {
  const check = useStepCheck(STEP.sets, draft, mode);
  const sets = wholeNumber(draft.setsToWin);
  const change = (setsToWin: string) => {
    check.touch('setsToWin');
    update({ setsToWin });
  };
  const step = (delta: number) => {
    const current = Number.isNaN(sets) ? 0 : sets;
    change(String(Math.min(Math.max(current + delta, 1), ruleLimits.setsMax)));
  };
  const meaning = describeSets(sets);

  return (
    <WizardStep
      title="몇 세트로 겨룰까요?"
      description="세트 수의 절반(올림)을 먼저 이긴 쪽이 경기에서 이겨요."
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
    >
      <div className="flex items-start gap-2">
        <Button
          variant="outline"
          className="size-13 shrink-0 px-0 text-title"
          aria-label="세트 수 줄이기"
          disabled={!Number.isNaN(sets) && sets <= 1}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <NumberField
          label="세트 수"
          hideLabel
          unit="세트"
          maxDigits={3}
          className="flex-1"
          value={draft.setsToWin}
          error={check.error('setsToWin')}
          onChange={change}
        />
        <Button
          variant="outline"
          className="size-13 shrink-0 px-0 text-title"
          aria-label="세트 수 늘리기"
          disabled={!Number.isNaN(sets) && sets >= ruleLimits.setsMax}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
      {meaning ? (
        <p role="status" className="rounded-md bg-accent-50 px-4 py-3.5 text-body text-accent-800">
          {meaning}
        </p>
      ) : null}
    </WizardStep>
  );
}
