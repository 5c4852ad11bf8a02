import { affiliationSchema, profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { BioCounter } from '@/ui/char-counter';
import { TextField } from '@/ui/text-field';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { StepLayout, type StepProps } from '../step-layout';

/** Step 7: optional affiliation (≤ 100), '건너뛰기' leaves it empty. Saved with the photo. */
export function AffiliationStep({ profile, draft, updateDraft, next }: StepProps) {
  const [affiliation, setAffiliation] = useState(draft.affiliation || profile.affiliation || '');
  const form = useSubmitValidation({ affiliation }, (values) => ({
    affiliation: schemaError(affiliationSchema, values.affiliation),
  }));

  const submit = form.handleSubmit(() => {
    updateDraft({ affiliation: affiliationSchema.parse(affiliation) });
    next();
  });

  return (
    <StepLayout
      title="소속이 있나요?"
      description="학교, 회사, 동호회 등을 적어주세요. 없으면 건너뛰어도 돼요."
      focus="field"
      onSubmit={submit}
      secondaryAction={
        <Button
          variant="outline"
          size="lg"
          className="shrink-0"
          onClick={() => {
            updateDraft({ affiliation: '' });
            next();
          }}
        >
          건너뛰기
        </Button>
      }
    >
      <TextField
        label="소속"
        name="organization"
        autoComplete="organization"
        enterKeyHint="next"
        placeholder="예: 한판 배드민턴 클럽"
        value={affiliation}
        error={form.error('affiliation')}
        hint="선택 사항"
        counter={<BioCounter text={affiliation} max={profileLimits.affiliationMax} />}
        onChange={(event) => setAffiliation(event.target.value)}
      />
    </StepLayout>
  );
}
