import { formatRegion, onboardingRegionSchema, parseRegion } from '@hanpan/core';
import { useState } from 'react';
import { useSaveProfile } from '@/features/profile/profile.api';
import { RegionPicker } from '@/features/profile/region-picker';
import { saveErrorMessage, StepLayout, type StepProps } from '../step-layout';

/** Step 5: province, then city/county/district (no nationwide); saved on next. */
export function RegionStep({ profile, next }: StepProps) {
  const [region, setRegion] = useState(
    () => parseRegion(profile.region ?? '') ?? { province: '', district: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProfile();

  const submit = () => {
    const parsed = onboardingRegionSchema.safeParse(region);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const text = formatRegion(parsed.data.province, parsed.data.district);
    if (text === profile.region) return next();
    save.mutate({ region: text }, { onSuccess: next });
  };

  return (
    <StepLayout
      title="주로 어디에서 활동하세요?"
      description="가까운 곳의 경기와 상대를 먼저 보여드려요."
      busy={save.isPending}
      error={save.isError ? saveErrorMessage(save.error) : null}
      onSubmit={submit}
    >
      <RegionPicker
        value={region}
        error={error}
        onChange={(value) => {
          setRegion(value);
          setError(null);
        }}
      />
    </StepLayout>
  );
}
