import { ruleMessages } from '@hanpan/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { RuleDraft } from './rule-draft';
import { stepErrors, type StepField, type WizardMode } from './step-validation';

/** Conflicts the player made on an earlier step: said at once, not after a first try. */
const ALWAYS_SHOWN = new Set<string>([ruleMessages.winByNeedsPoints, ruleMessages.winByNeedsTime]);

/**
 * The checks of one wizard step, in the spirit of `useSubmitValidation` (lib/use-submit-validation.ts):
 * nothing is judged before the player acts. A field's message shows once the player changed that
 * field (a required text typed and cleared, a number made too big, a bad word) or tried Next; from
 * then on it follows every keystroke. Next stays disabled while the step is invalid; trying it
 * anyway shows every message and focuses the first field concerned.
 */
export function useStepCheck(step: number, draft: RuleDraft, mode: WizardMode) {
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<StepField>>(() => new Set());
  // A new object on every try, so the first invalid field is focused again each time.
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement | null } | null>(null);

  useEffect(() => {
    focusRequest?.form
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input:not(:disabled)')
      ?.focus();
  }, [focusRequest]);

  const errors = stepErrors(step, draft, mode);
  const valid = Object.values(errors).every((message) => !message);

  return {
    valid,
    /** The message to show for `field` now, if any. */
    error(field: StepField): string | undefined {
      const message = errors[field];
      if (!message) return undefined;
      return attempted || touched.has(field) || ALWAYS_SHOWN.has(message) ? message : undefined;
    },
    /** The player changed these fields: their messages follow them from now on. */
    touch(...fields: StepField[]) {
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      );
    },
    /** Next was tried on an invalid step. */
    attempt(event: FormEvent<HTMLFormElement>) {
      setAttempted(true);
      setFocusRequest({ form: event.currentTarget });
    },
  };
}

export type StepCheck = ReturnType<typeof useStepCheck>;
