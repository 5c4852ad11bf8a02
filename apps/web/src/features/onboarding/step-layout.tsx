import type { MyProfile } from '@hanpan/core';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { Button } from '@/ui/button';
import { InlineAlert } from '@/ui/inline-alert';
import type { OnboardingDraft } from './onboarding-draft';

/** What the flow hands every step. */
export interface StepProps {
  profile: MyProfile;
  draft: OnboardingDraft;
  updateDraft: (patch: Partial<OnboardingDraft>) => void;
  /** Goes to the next step (after the step saved what it must). */
  next: () => void;
}

interface StepLayoutProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** Gets the submit event: `useSubmitValidation` focuses the first invalid field of this form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  busy?: boolean;
  /** A failed save that concerns no single field, shown above the button (role=alert). */
  error?: string | null;
  /** A second, quieter button next to the primary one (e.g. 건너뛰기). */
  secondaryAction?: ReactNode;
  /** 'field' puts the cursor in the first text field; 'title' lets screen readers start at the title. */
  focus?: 'field' | 'title';
}

/** One onboarding step: big title, helper text, content, one primary button pinned at the bottom. */
export function StepLayout({
  title,
  description,
  children,
  onSubmit,
  submitLabel = '다음',
  submitDisabled = false,
  busy = false,
  error,
  secondaryAction,
  focus = 'title',
}: StepLayoutProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>(
      'input[type="text"], input:not([type]), textarea',
    );
    if (focus === 'field' && field) field.focus();
    else titleRef.current?.focus();
  }, [focus]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submitDisabled) return;
    onSubmit(event);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="flex flex-1 flex-col"
    >
      <div className="flex-1 pb-6 pt-7">
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className="text-headline text-ink outline-none">
          {title}
        </h1>
        <div className="mt-2 text-body text-ink-muted">{description}</div>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      <BottomActionBar className="flex flex-col gap-3">
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        <div className="flex gap-2">
          {secondaryAction}
          <Button type="submit" size="lg" fullWidth disabled={submitDisabled} loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </BottomActionBar>
    </form>
  );
}

export const SAVE_FAILED = '저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The message for a failed save: the server's Korean message, else a generic one. */
export function saveErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : SAVE_FAILED;
}
