import { genderLabels, genders, profileMessages, type Gender } from '@hanpan/core';
import { useState } from 'react';
import { useSaveProfile } from '@/features/profile/profile.api';
import { ChoiceGroup } from '@/ui/choice-group';
import { saveErrorMessage, StepLayout, type StepProps } from '../step-layout';

export const GENDER_CHOICES = genders.map((value) => ({ value, label: genderLabels[value] }));

/** Step 4: 남성 / 여성 / 기타 as large cards; saved on next. */
export function GenderStep({ profile, next }: StepProps) {
  const [gender, setGender] = useState<Gender | null>(profile.gender);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();

  const submit = () => {
    if (!gender) {
      setError(profileMessages.gender);
      return;
    }
    if (gender === profile.gender) return next();
    save.mutate({ gender }, { onSuccess: next });
  };

  return (
    <StepLayout
      title="성별을 선택해 주세요"
      description="프로필에 표시돼요."
      busy={save.isPending}
      error={save.isError ? saveErrorMessage(save.error) : null}
      onSubmit={submit}
    >
      <ChoiceGroup
        legend="성별"
        hideLegend
        layout="cards"
        options={GENDER_CHOICES}
        value={gender}
        error={error}
        onChange={(value) => {
          setGender(value);
          setError(null);
        }}
      />
    </StepLayout>
  );
}
