import type { RuleDraft } from '../rule-draft';
import type { WizardMode } from '../step-validation';

export type DraftChange = Partial<RuleDraft> | ((draft: RuleDraft) => RuleDraft);

/** What the wizard hands every input step. */
export interface StepProps {
  mode: WizardMode;
  draft: RuleDraft;
  update: (change: DraftChange) => void;
  /** The next step, or the submit on the last one. */
  next: () => void;
  nextLabel: string;
  /** A refused submit, shown on the step the wizard returned to. */
  formError: string | null;
}
