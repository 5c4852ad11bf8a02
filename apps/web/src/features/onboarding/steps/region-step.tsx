import { formatRegion, onboardingRegionSchema, parseRegion } from '@hanpan/core';
import { useState } from 'react';
import { useSaveProfile, RegionPicker } from '@/features/my-profile';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { SAVE_FAILED, StepLayout, type StepProps } from '../step-layout';

/** Step 5: province, then city/county/district (no nationwide); saved on next. */
export function RegionStep({ profile, next }: StepProps) {
  const [region, setRegion] = useState(
    () => parseRegion(profile.region ?? '') ?? { province: '', district: '' },
  );
  const save = useSaveProfile();
  const form = useSubmitValidation({ region }, (values) => ({
    region: schemaError(onboardingRegionSchema, values.region),
  }));

  const submit = form.handleSubmit(() => {
    const parsed = onboardingRegionSchema.parse(region);
    const text = formatRegion(parsed.province, parsed.district);
    if (text === profile.region) return next();
    save.mutate(
      { region: text },
      { onSuccess: next, onError: (failure) => form.showRequestError(failure, 'region', SAVE_FAILED) },
    );
  });

  return (
    <StepLayout
      title="주로 어디에서 활동하세요?"
      description="가까운 곳의 경기와 상대를 먼저 보여드려요."
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      <RegionPicker value={region} error={form.error('region')} onChange={setRegion} />
    </StepLayout>
  );
}
