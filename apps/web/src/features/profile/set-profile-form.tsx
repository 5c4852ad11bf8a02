import { countChars, profileLimits, type MyProfile } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { GENDER_CHOICES, RegionPicker, useSaveProfile } from '@/features/my-profile';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/local-store';
import { useSubmitValidation } from '@/lib/use-submit-validation';
import { AppLink } from '@/ui/app-link';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { Button } from '@/ui/button';
import { BioCounter, CharCounter } from '@/ui/char-counter';
import { Checkbox } from '@/ui/checkbox';
import { ChoiceGroup } from '@/ui/choice-group';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import { showToast } from '@/ui/toast';
import { PictureField } from './picture-field';
import {
  buildProfileChanges,
  changedFields,
  initialFormValues,
  validateProfileForm,
  type PictureState,
  type ProfileFormField,
  type ProfileFormValues,
} from './profile-form';
import { markSetProfileInitDone } from '@/landing/set-profile-search';

export const PROFILE_SAVED_MESSAGE = '프로필이 저장되었어요';

/**
 * Profile settings (spec §2 "Profile settings", §4, §5): every field with its limits; the save bar
 * appears only when something changed; a save validates first (one pattern, useSubmitValidation)
 * and sends only a valid change; then /profile/0.
 */
export function SetProfileForm({ profile, init }: { profile: MyProfile; init: boolean }) {
  const [initial] = useState(() => initialFormValues(profile));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [picture, setPicture] = useState<PictureState>({ kind: 'unchanged' });
  const save = useSaveProfile();
  const navigate = useNavigate();

  const changed = changedFields(initial, values);
  const dirty = changed.length > 0 || picture.kind !== 'unchanged';
  const form = useSubmitValidation<ProfileFormValues, ProfileFormField | 'province'>(values, (current) =>
    validateProfileForm(current, changedFields(initial, current)),
  );
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = form.handleSubmit(() => {
    if (!dirty || save.isPending) return;
    save.mutate(buildProfileChanges(values, changed, picture), {
      onSuccess: () => {
        if (init) markSetProfileInitDone();
        void navigate({ href: '/profile/0' });
        showToast(PROFILE_SAVED_MESSAGE);
      },
      // A 400 concerns the one changed field when only one changed; otherwise it goes on the form.
      onError: (failure) =>
        form.showRequestError(failure, changed.length === 1 ? (changed[0] ?? null) : null, SAVE_FAILED),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="프로필 수정" className="flex flex-1 flex-col">
      {init ? <FirstTimeIntro /> : null}
      <div className="flex flex-col gap-6 pb-8 pt-4">
        <PictureField
          savedUrl={profile.profilePicture}
          nickname={values.nickname || profile.nickname}
          state={picture}
          onChange={setPicture}
        />
        <TextField
          label="닉네임"
          name="nickname"
          autoComplete="nickname"
          value={values.nickname}
          error={form.error('nickname')}
          counter={
            <CharCounter length={countChars(values.nickname.trim())} max={profileLimits.nicknameMax} />
          }
          onChange={(event) => set('nickname', event.target.value)}
        />
        <TextField
          label="나이"
          name="age"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={3}
          placeholder="비워두면 표시하지 않아요"
          value={values.age}
          error={form.error('age')}
          onChange={(event) => set('age', event.target.value.replace(/\D/g, ''))}
        />
        <ChoiceGroup
          legend="성별"
          options={GENDER_CHOICES}
          value={values.gender}
          error={form.error('gender')}
          onChange={(value) => set('gender', value)}
        />
        <RegionPicker
          legend="활동 지역"
          hideLegend={false}
          value={{ province: values.province, district: values.district }}
          provinceError={form.error('province')}
          error={form.error('region')}
          onChange={({ province, district }) => setValues((current) => ({ ...current, province, district }))}
        />
        <TextAreaField
          label="자기소개"
          name="bio"
          rows={3}
          placeholder="좋아하는 운동이나 경기 스타일을 적어보세요"
          value={values.bio}
          error={form.error('bio')}
          counter={<BioCounter text={values.bio} max={profileLimits.bioMax} />}
          onChange={(event) => set('bio', event.target.value)}
        />
        <TextField
          label="소속"
          name="organization"
          autoComplete="organization"
          placeholder="학교, 회사, 동호회 등"
          value={values.affiliation}
          error={form.error('affiliation')}
          counter={<BioCounter text={values.affiliation} max={profileLimits.affiliationMax} />}
          onChange={(event) => set('affiliation', event.target.value)}
        />
      </div>
      {dirty ? (
        <BottomActionBar className="flex flex-col gap-3 border-line shadow-sheet">
          {form.formError ? <InlineAlert>{form.formError}</InlineAlert> : null}
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="lg"
              className="shrink-0"
              onClick={() => {
                setValues(initial);
                setPicture({ kind: 'unchanged' });
                save.reset();
                form.reset();
              }}
            >
              되돌리기
            </Button>
            <Button type="submit" size="lg" fullWidth loading={save.isPending}>
              저장하기
            </Button>
          </div>
        </BottomActionBar>
      ) : null}
    </form>
  );
}

const SAVE_FAILED = '프로필을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** init=1: welcome, 'optional' note, the nearby-play choice and a way to skip (spec §2). */
function FirstTimeIntro() {
  const [nearby, setNearby] = useState(() => readLocal(LOCAL_KEYS.nearbyNewsOptIn) === '1');
  return (
    <section aria-labelledby="set-profile-welcome" className="rounded-2xl bg-accent-50 px-5 py-5">
      <h2 id="set-profile-welcome" className="text-title text-ink">
        환영해요! 프로필을 채워볼까요?
      </h2>
      <p className="mt-1.5 text-body-sm text-ink-muted">선택 사항이에요. 나중에 해도 괜찮아요.</p>
      <Checkbox
        className="mt-3"
        checked={nearby}
        onCheckedChange={(checked) => {
          setNearby(checked);
          writeLocal(LOCAL_KEYS.nearbyNewsOptIn, checked ? '1' : '0');
        }}
        description="활동 지역을 적으면 가까운 경기와 상대를 먼저 보여드려요."
      >
        근처에서 함께 경기하고 소식을 받아볼게요
      </Checkbox>
      <AppLink
        to="/game-list"
        onClick={() => markSetProfileInitDone()}
        className="focus-ring mt-1 inline-flex min-h-touch items-center rounded-md text-body-sm font-semibold text-accent-700 underline underline-offset-2"
      >
        건너뛰고 경기 둘러보기
      </AppLink>
    </section>
  );
}
