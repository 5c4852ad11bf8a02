import { bioSchema, profileLimits } from '@hanpan/core';
import { useState, type KeyboardEvent } from 'react';
import { BioCounter } from '@/ui/char-counter';
import { TextAreaField } from '@/ui/text-area-field';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { StepLayout, type StepProps } from '../step-layout';

export const BIO_REQUIRED = '한 줄 소개를 입력해 주세요.';

/** Enter submits a one-line field; Shift+Enter and Hangul composition are left alone. */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** Step 6: one-line bio (≤ 100). Kept in the draft and saved with the photo at step 8. */
export function BioStep({ profile, draft, updateDraft, next }: StepProps) {
  const [bio, setBio] = useState(draft.bio || profile.bio || '');
  const form = useSubmitValidation({ bio }, (values) => ({
    bio: schemaError(bioSchema, values.bio) ?? (values.bio.trim() === '' ? BIO_REQUIRED : undefined),
  }));

  const submit = form.handleSubmit(() => {
    updateDraft({ bio: bioSchema.parse(bio) });
    next();
  });

  return (
    <StepLayout
      title="나를 한 줄로 소개해 주세요"
      description="좋아하는 운동이나 경기 스타일을 적어보세요."
      focus="field"
      onSubmit={submit}
    >
      <TextAreaField
        label="한 줄 소개"
        name="bio"
        rows={4}
        enterKeyHint="next"
        placeholder="예: 주말마다 배드민턴 치는 직장인이에요"
        value={bio}
        error={form.error('bio')}
        counter={<BioCounter text={bio} max={profileLimits.bioMax} />}
        onKeyDown={submitOnEnter}
        onChange={(event) => setBio(event.target.value.replace(/\n/g, ' '))}
      />
    </StepLayout>
  );
}
