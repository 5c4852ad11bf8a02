import { useEffect, useId, useRef, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { Button } from '@/ui/button';
import { InlineAlert } from '@/ui/inline-alert';
import { useKeyboardInset } from './use-keyboard-inset';
import type { StepCheck } from './use-step-check';

interface WizardStepProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  check: Pick<StepCheck, 'valid' | 'attempt'>;
  onNext: () => void;
  nextLabel?: string;
  /** A refused submit, shown above Next (role=alert). */
  error?: string | null;
  /** 'field' puts the cursor in the first text field (the keyboard opens); 'title' starts at the title. */
  focus?: 'field' | 'title';
}

/**
 * One input step of the rule wizard: title, helper text, the fields, and Next pinned to the bottom
 * (lifted above the on-screen keyboard). Next is disabled (aria-disabled) while the step is
 * invalid; a tap on it then shows the step's messages and focuses the first field concerned,
 * rather than doing nothing without a word.
 */
export function WizardStep({
  title,
  description,
  children,
  check,
  onNext,
  nextLabel = '다음',
  error,
  focus = 'title',
}: WizardStepProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keyboardInset = useKeyboardInset();

  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>('textarea, input[type="text"]');
    if (focus === 'field' && field) field.focus({ preventScroll: true });
    else titleRef.current?.focus({ preventScroll: true });
  }, [focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.valid) onNext();
    else check.attempt(event);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="flex flex-1 flex-col"
      style={{ '--keyboard-inset': `${keyboardInset}px` } as CSSProperties}
    >
      <div className="flex-1 pb-6 pt-7">
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className="text-headline text-ink outline-none">
          {title}
        </h1>
        {description ? <div className="mt-2 text-body text-ink-muted">{description}</div> : null}
        {children ? <div className="mt-7 flex flex-col gap-5">{children}</div> : null}
      </div>
      <BottomActionBar className="flex -translate-y-(--keyboard-inset) flex-col gap-3">
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          aria-disabled={check.valid ? undefined : true}
          className="aria-disabled:bg-accent-200 aria-disabled:active:scale-100"
        >
          {nextLabel}
        </Button>
      </BottomActionBar>
    </form>
  );
}
