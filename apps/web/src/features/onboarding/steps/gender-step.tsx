import { profileMessages, type Gender } from '@hanpan/core';
import { useState } from 'react';
import { GENDER_CHOICES, useSaveProfile } from '@/features/my-profile';
import { useSubmitValidation } from '@/lib/use-submit-validation';
import { ChoiceGroup } from '@/ui/choice-group';
import { SAVE_FAILED, StepLayout, type StepProps } from '../step-layout';

/** Step 4: 남성 / 여성 / 기타 as large cards; saved on next. */
export function GenderStep({ profile, next }: StepProps) {
  const [gender, setGender] = useState<Gender | null>(profile.gender);
  const save = useSaveProfile();
  const form = useSubmitValidation({ gender }, (values) => ({
    gender: values.gender ? undefined : profileMessages.gender,
  }));

  const submit = form.handleSubmit(() => {
    if (!gender || gender === profile.gender) return next();
    save.mutate(
      { gender },
      { onSuccess: next, onError: (failure) => form.showRequestError(failure, 'gender', SAVE_FAILED) },
    );
  });

  return (
    <StepLayout
      title="성별을 선택해 주세요"
      description="프로필에 표시돼요."
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      <ChoiceGroup
        legend="성별"
        hideLegend
        layout="cards"
        options={GENDER_CHOICES}
        value={gender}
        error={form.error('gender')}
        onChange={setGender}
      />
    </StepLayout>
  );
}
