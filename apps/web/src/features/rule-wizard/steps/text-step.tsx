import { Checkbox } from '@/ui/checkbox';
import { TextAreaField } from '@/ui/text-area-field';
import type { RuleTextField } from '../rule-draft';
import { RuleTextCounter } from '../rule-text-counter';
import { hasLead, toggleLead } from '../rule-texts';
import { useStepCheck } from '../use-step-check';
import { WizardStep } from '../wizard-step';
import type { StepProps } from './step-props';

export interface TextStepConfig {
  step: number;
  field: RuleTextField;
  title: string;
  description: string;
  label: string;
  max: number;
  placeholder: string;
  rows?: number;
  /** A checkbox that writes a standard sentence at the start of the field. */
  lead?: { label: string; sentence: string } | null;
}

/** One rule text (steps 5–11): the field with its counter, and the step's checkbox when it has one. */
export function TextStep({ config, ...props }: StepProps & { config: TextStepConfig }) {
  const { step, field, title, description, label, max, placeholder, rows = 4, lead } = config;
  const { mode, draft, update, next, nextLabel, formError } = props;
  const check = useStepCheck(step, draft, mode);
  const value = draft[field];

  const change = (text: string) => {
    check.touch(field);
    update({ [field]: text });
  };

  return (
    <WizardStep
      title={title}
      description={description}
      check={check}
      onNext={next}
      nextLabel={nextLabel}
      error={formError}
      focus="field"
    >
      {lead ? (
        <Checkbox
          checked={hasLead(value, lead.sentence)}
          onCheckedChange={(on) => change(toggleLead(value, lead.sentence, on))}
          description={`'${lead.sentence}' 문장이 앞에 들어가요.`}
        >
          {lead.label}
        </Checkbox>
      ) : null}
      <TextAreaField
        label={label}
        name={field}
        rows={rows}
        placeholder={placeholder}
        value={value}
        error={check.error(field)}
        counter={<RuleTextCounter text={value} max={max} />}
        onChange={(event) => change(event.target.value)}
      />
    </WizardStep>
  );
}
