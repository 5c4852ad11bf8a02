import { useId, type ReactNode } from 'react';
import { FieldMessages } from '@/ui/text-field';
import { Switch } from '@/ui/switch';
import { setPointsUnlimited, setTimeUnlimited } from '../score-time';
import { useStepCheck } from '../use-step-check';
import { STEP } from '../wizard-steps';
import { WizardStep } from '../wizard-step';
import { NumberField } from './number-field';
import type { StepProps } from './step-props';

/** Step 12: the score to reach and the time limit, each a number or '제한 없음' (not both). */
export function ScoreTimeStep({ mode, draft, update, next, nextLabel, formError }: StepProps) {
  const check = useStepCheck(STEP.scoreTime, draft, mode);
  const bothError = check.error('scoreTime');
  return (
    <WizardStep
      title="몇 점, 몇 분 경기인가요?"
      description="목표 점수와 제한 시간 중 하나는 정해 주세요. 시간이 끝나면 그때 점수로 세트를 가려요."
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
    >
      <LimitSection
        title="목표 점수"
        unlimited={draft.pointsUnlimited}
        onUnlimitedChange={(unlimited) => {
          check.touch('scoreTime');
          update((current) => setPointsUnlimited(current, unlimited));
        }}
      >
        <NumberField
          label="목표 점수"
          hideLabel
          unit="점"
          maxDigits={4}
          placeholder="예: 11"
          value={draft.points}
          error={check.error('points')}
          onChange={(points) => {
            check.touch('points');
            update({ points });
          }}
        />
      </LimitSection>
      <LimitSection
        title="제한 시간"
        unlimited={draft.timeUnlimited}
        onUnlimitedChange={(unlimited) => {
          check.touch('scoreTime');
          update((current) => setTimeUnlimited(current, unlimited));
        }}
      >
        <div className="flex items-start gap-3">
          <NumberField
            label="분"
            hideLabel
            unit="분"
            maxDigits={4}
            className="flex-1"
            value={draft.minutes}
            error={check.error('minutes')}
            onChange={(minutes) => {
              check.touch('minutes', 'duration');
              update({ minutes });
            }}
          />
          <NumberField
            label="초"
            hideLabel
            unit="초"
            maxDigits={3}
            className="flex-1"
            value={draft.seconds}
            error={check.error('seconds')}
            onChange={(seconds) => {
              check.touch('seconds', 'duration');
              update({ seconds });
            }}
          />
        </div>
        <FieldMessages error={check.error('duration')} />
      </LimitSection>
      <FieldMessages error={bothError} />
    </WizardStep>
  );
}

/** A limit with its '제한 없음' switch; the number fields show only when it is limited. */
function LimitSection({
  title,
  unlimited,
  onUnlimitedChange,
  children,
}: {
  title: string;
  unlimited: boolean;
  onUnlimitedChange: (unlimited: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg bg-surface">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-title-sm text-ink">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <span className="text-body-sm text-ink-muted" aria-hidden="true">
            제한 없음
          </span>
          <Switch label={`${title} 제한 없음`} checked={unlimited} onCheckedChange={onUnlimitedChange} />
        </div>
      </div>
      {unlimited ? (
        <p className="rounded-md bg-fill px-4 py-3.5 text-body text-ink-subtle">{title} 없이 경기해요.</p>
      ) : (
        children
      )}
    </section>
  );
}
