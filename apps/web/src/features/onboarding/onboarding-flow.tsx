import type { MyProfile } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { sessionQueryOptions } from '@/features/auth';
import { profileKeys } from '@/features/my-profile';
import { LOCAL_KEYS, readLocal, removeLocal } from '@/lib/local-store';
import { IconButton } from '@/ui/icon-button';
import { ChevronLeftIcon } from '@/ui/icons';
import { ProgressBar } from '@/ui/progress-bar';
import { ScreenBody } from '@/ui/safe-area';
import {
  clearDraft,
  LAST_STEP,
  neighbourStep,
  ONBOARDING_STEPS,
  readDraft,
  resumeStep,
  stepsFor,
  writeDraft,
  type OnboardingDraft,
} from './onboarding-draft';
import type { StepProps } from './step-layout';
import { AffiliationStep } from './steps/affiliation-step';
import { AgeStep } from './steps/age-step';
import { BioStep } from './steps/bio-step';
import { DoneStep } from './steps/done-step';
import { GenderStep } from './steps/gender-step';
import { NicknameStep } from './steps/nickname-step';
import { PhotoStep } from './steps/photo-step';
import { RegionStep } from './steps/region-step';
import { TermsStep } from './steps/terms-step';
import { UsernameStep } from './steps/username-step';

/**
 * The 10-step onboarding (spec §2): progress bar, back (disabled at step 0 and after finishing),
 * one step at a time. Starts where the server and this device's draft say it stopped.
 */
export function OnboardingFlow({ profile }: { profile: MyProfile }) {
  const [draft, setDraft] = useState<OnboardingDraft>(() => readDraft(profile.id));
  const [step, setStep] = useState(() => resumeStep(profile.onboardingStep, readDraft(profile.id)));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const updateDraft = useCallback(
    (patch: Partial<OnboardingDraft>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        writeDraft(profile.id, next);
        return next;
      }),
    [profile.id],
  );

  const goTo = (target: number) => {
    setStep(target);
    if (target === LAST_STEP) {
      clearDraft(profile.id);
      removeLocal(LOCAL_KEYS.suggestedNickname);
      void queryClient.invalidateQueries({ queryKey: profileKeys.my() });
      return;
    }
    if (target > draft.furthestStep) updateDraft({ furthestStep: target });
    window.scrollTo(0, 0);
  };

  const steps = stepsFor(profile.isGroupAccount);
  // A player sent back only for their age (migration 0002 forgot ages under 14, decision 010) has
  // answered everything after it already: the age step is the whole errand.
  const onlyAgeMissing =
    step === ONBOARDING_STEPS.age &&
    profile.onboardingStep === ONBOARDING_STEPS.age &&
    isAgeOnlyMissing(profile);
  const next = () => goTo(onlyAgeMissing ? LAST_STEP : neighbourStep(steps, step, 1));
  const props: StepProps = { profile, draft, updateDraft, next };
  const home = async () => {
    // WARNING: the login guard reads the cached session; with the stale `onboarded: false` it would
    // send the player straight back here. Fetch it fresh before leaving.
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => undefined);
    void navigate({ to: '/', replace: true });
  };

  const screens: Record<number, ReactNode> = {
    [ONBOARDING_STEPS.terms]: <TermsStep {...props} />,
    [ONBOARDING_STEPS.username]: <UsernameStep {...props} />,
    [ONBOARDING_STEPS.nickname]: (
      <NicknameStep {...props} suggested={readLocal(LOCAL_KEYS.suggestedNickname) ?? ''} />
    ),
    [ONBOARDING_STEPS.age]: <AgeStep {...props} />,
    [ONBOARDING_STEPS.gender]: <GenderStep {...props} />,
    [ONBOARDING_STEPS.region]: <RegionStep {...props} />,
    [ONBOARDING_STEPS.bio]: <BioStep {...props} />,
    [ONBOARDING_STEPS.affiliation]: <AffiliationStep {...props} />,
    [ONBOARDING_STEPS.photo]: <PhotoStep {...props} />,
    [ONBOARDING_STEPS.done]: <DoneStep nickname={profile.nickname ?? draft.nickname} onHome={home} />,
  };

  return (
    <>
      <OnboardingHeader
        position={steps.indexOf(step)}
        count={steps.length}
        canGoBack={step > 0 && step < LAST_STEP}
        onBack={() => goTo(neighbourStep(steps, step, -1))}
      />
      <ScreenBody className="pb-0">
        {/* key: every step starts fresh (its own state, focus on its title or field) */}
        <div key={step} className="flex flex-1 flex-col">
          {screens[step]}
        </div>
      </ScreenBody>
    </>
  );
}

/** Everything after the age step is already answered (gender, region, and the photo step reached). */
function isAgeOnlyMissing(profile: MyProfile): boolean {
  return Boolean(profile.gender && profile.region && profile.bio !== null && profile.affiliation !== null);
}

export function OnboardingHeader({
  position,
  count,
  canGoBack,
  onBack,
}: {
  /** 0-based place of the current step among the steps this player meets. */
  position: number;
  count: number;
  canGoBack: boolean;
  onBack: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 bg-surface pt-safe">
      <div className="flex h-appbar items-center px-1.5">
        <IconButton
          label="이전 단계"
          icon={<ChevronLeftIcon size={26} />}
          disabled={!canGoBack}
          onClick={onBack}
        />
        <span
          className="ml-auto pr-4 text-label font-semibold tabular-nums text-ink-subtle"
          aria-hidden="true"
        >
          {position + 1} / {count}
        </span>
      </div>
      <ProgressBar
        value={position}
        max={count - 1}
        label="가입 진행 단계"
        valueText={`전체 ${count}단계 중 ${position + 1}단계`}
        className="rounded-none"
      />
    </header>
  );
}
