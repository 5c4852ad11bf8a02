import { onboardingAgeSchema, profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { useSaveProfile } from '@/features/my-profile';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { TextField } from '@/ui/text-field';
import { SAVE_FAILED, StepLayout, type StepProps } from '../step-layout';

/** Step 3: age 14–150 on the numeric keypad; saved on next. */
export function AgeStep({ profile, next }: StepProps) {
  const [age, setAge] = useState(profile.age === null ? '' : String(profile.age));
  const save = useSaveProfile();
  const form = useSubmitValidation({ age }, (values) => ({
    age: schemaError(onboardingAgeSchema, values.age),
  }));

  const submit = form.handleSubmit(() => {
    const value = onboardingAgeSchema.parse(age);
    if (value === profile.age) return next();
    save.mutate(
      { age: value },
      { onSuccess: next, onError: (failure) => form.showRequestError(failure, 'age', SAVE_FAILED) },
    );
  });

  return (
    <StepLayout
      title="나이를 알려 주세요"
      description={`비슷한 또래와 경기를 찾는 데 도움이 돼요. ${profileLimits.ageMin}~${profileLimits.ageMax} 사이의 숫자로 입력해 주세요.`}
      focus="field"
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      <TextField
        label="나이"
        name="age"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="next"
        maxLength={3}
        placeholder="예: 27"
        value={age}
        error={form.error('age')}
        onChange={(event) => setAge(event.target.value.replace(/\D/g, ''))}
      />
    </StepLayout>
  );
}
