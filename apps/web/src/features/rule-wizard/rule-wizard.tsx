import { ruleLimits } from '@hanpan/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ScreenBody } from '@/ui/safe-area';
import type { RuleDraft } from './rule-draft';
import { sportOfCategory } from './rule-texts';
import { stepOfServerMessage, type WizardMode } from './step-validation';
import { GeneratingStep, SubmittingStep } from './steps/pending-step';
import { ScoreTimeStep } from './steps/score-time-step';
import { SetsStep } from './steps/sets-step';
import { SportStep } from './steps/sport-step';
import type { DraftChange, StepProps } from './steps/step-props';
import { TextStep } from './steps/text-step';
import { textStepConfigs } from './steps/text-steps';
import { TitleCategoryStep } from './steps/title-category-step';
import { WinByStep } from './steps/win-by-step';
import { useStepHistory } from './use-step-history';
import { WizardHeader } from './wizard-header';
import { FIRST_INPUT_STEP, INPUT_STEP_COUNT, LAST_INPUT_STEP, STEP } from './wizard-steps';

/** What differs between creating a rule and requesting an edit (spec §2, §4, §8). */
const MODES = {
  create: {
    submitLabel: '규칙 만들기',
    failurePrefix: '규칙 생성 실패: ',
    // Spec §4: the generating step shows at least 1.8 s, so the result does not flash by.
    minPendingMs: ruleLimits.generatingMinMs,
    pending: <GeneratingStep />,
    startOverTitle: '처음부터 다시 만들까요?',
    startOverText: '지금까지 쓴 내용이 모두 지워져요.',
  },
  edit: {
    submitLabel: '수정 요청 보내기',
    failurePrefix: '수정 요청 제출 실패: ',
    minPendingMs: ruleLimits.editSubmitDelayMs,
    pending: <SubmittingStep />,
    startOverTitle: '수정한 내용을 되돌릴까요?',
    startOverText: '규칙이 지금 모습으로 돌아가요.',
  },
} as const;

type Phase<T> = { kind: 'input' } | { kind: 'pending' } | { kind: 'done'; result: T };

export interface RuleWizardProps<T> {
  mode: WizardMode;
  /** The top bar's name ('규칙 만들기', '규칙 수정'). */
  title: string;
  /** Where the player starts: a restored draft, or `freshDraft`. */
  initialDraft: RuleDraft;
  /** What '처음부터' goes back to: an empty rule, or the rule being edited as it is. */
  freshDraft: RuleDraft;
  saveDraft: (draft: RuleDraft) => void;
  discardDraft: () => void;
  submit: (draft: RuleDraft) => Promise<T>;
  /** Back from the first step: leaves the wizard (the draft stays). */
  onExit: () => void;
  /** Step 16 and after. */
  renderDone: (result: T) => ReactNode;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A refused submit in words: the server's Korean message, else the error's. */
function failureText(failure: unknown): string {
  if (isApiError(failure) || failure instanceof Error) return failure.message;
  return '잠시 후 다시 시도해 주세요.';
}

/**
 * The rule wizard (spec §2 "Rule creation and edit"): input steps 4–14 one at a time with a
 * progress bar, 15 while the server works, 16 the result. The draft is saved on this device at
 * every change and dropped once the server accepted it; a refused submit comes back to step 14
 * (or to the step of the field a 400 names) with the spec's '… 실패: {message}'.
 */
export function RuleWizard<T>({
  mode,
  title,
  initialDraft,
  freshDraft,
  saveDraft,
  discardDraft,
  submit,
  onExit,
  renderDone,
}: RuleWizardProps<T>) {
  const settings = MODES[mode];
  const [draft, setDraft] = useState(initialDraft);
  const [phase, setPhase] = useState<Phase<T>>({ kind: 'input' });
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  // Bumped by '처음부터' so the step starts untouched even when it stays the same step.
  const [round, setRound] = useState(0);
  const accepted = useRef(false);
  // The step lives in the address (one history entry each): the phone's back steps back.
  const history = useStepHistory({ draftStep: draft.step, done: phase.kind === 'done' });
  const step = history.step;
  if (phase.kind === 'input' && draft.step !== step) setDraft((current) => ({ ...current, step }));

  useEffect(() => {
    // WARNING: once the server accepted the rule the draft is gone for good; never write it back.
    if (!accepted.current) saveDraft(draft);
  }, [draft, saveDraft]);

  const update = (change: DraftChange) =>
    setDraft((current) => (typeof change === 'function' ? change(current) : { ...current, ...change }));

  const goTo = (next: number) => {
    setFormError(null);
    history.goTo(next);
  };

  const submitDraft = async () => {
    setFormError(null);
    setPhase({ kind: 'pending' });
    const started = Date.now();
    try {
      const result = await submit(draft);
      await wait(settings.minPendingMs - (Date.now() - started));
      accepted.current = true;
      discardDraft();
      setPhase({ kind: 'done', result });
    } catch (failure) {
      const named =
        isApiError(failure) && failure.status === 400
          ? stepOfServerMessage(failure.message, draft, mode)
          : null;
      history.goTo(named ?? LAST_INPUT_STEP, { replace: true });
      setFormError(`${settings.failurePrefix}${failureText(failure)}`);
      setPhase({ kind: 'input' });
    }
    window.scrollTo(0, 0);
  };

  const next = () => (step >= LAST_INPUT_STEP ? void submitDraft() : goTo(step + 1));
  const back = () => {
    if (step <= FIRST_INPUT_STEP) return onExit();
    setFormError(null);
    history.stepBack();
  };

  const props: StepProps = {
    mode,
    draft,
    update,
    next,
    nextLabel: step >= LAST_INPUT_STEP ? settings.submitLabel : '다음',
    formError,
  };
  const sport =
    mode === 'create' ? draft.referenceSport : sportOfCategory(draft.majorCategory, draft.minorCategory);
  const textStep = textStepConfigs(sport).find((config) => config.step === step);

  let screen: ReactNode;
  if (phase.kind === 'pending') screen = settings.pending;
  else if (phase.kind === 'done') screen = renderDone(phase.result);
  else if (textStep) screen = <TextStep {...props} config={textStep} />;
  else if (step === STEP.intro)
    screen = mode === 'create' ? <SportStep {...props} /> : <TitleCategoryStep {...props} />;
  else if (step === STEP.scoreTime) screen = <ScoreTimeStep {...props} />;
  else if (step === STEP.sets) screen = <SetsStep {...props} />;
  else screen = <WinByStep {...props} />;

  const inputting = phase.kind === 'input';
  return (
    <>
      <WizardHeader
        title={title}
        position={inputting ? step - FIRST_INPUT_STEP : INPUT_STEP_COUNT}
        count={INPUT_STEP_COUNT}
        backLabel={inputting ? (step <= FIRST_INPUT_STEP ? '나가기' : '이전 단계') : null}
        onBack={back}
        onStartOver={inputting ? () => setConfirmStartOver(true) : null}
      />
      <ScreenBody className="pb-0">
        {/* key: every step starts fresh (its checks, its focus) */}
        <div key={`${round}-${phase.kind}-${step}`} className="flex flex-1 flex-col">
          {screen}
        </div>
      </ScreenBody>
      <ConfirmDialog
        open={confirmStartOver}
        onOpenChange={setConfirmStartOver}
        title={settings.startOverTitle}
        description={settings.startOverText}
        confirmLabel="처음부터"
        danger
        onConfirm={() => {
          setConfirmStartOver(false);
          setDraft(freshDraft);
          history.restart(freshDraft.step);
          setRound((current) => current + 1);
          setFormError(null);
        }}
      />
    </>
  );
}
