import { countChars, nicknameSchema, profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { useCompleteSignup, useSaveProfile } from '@/features/my-profile';
import { CharCounter } from '@/ui/char-counter';
import { TextField } from '@/ui/text-field';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { SAVE_FAILED, StepLayout, type StepProps } from '../step-layout';

/** Step 2: the name other players see (trimmed, 1–8). Sends username and nickname together. */
export function NicknameStep({
  profile,
  draft,
  updateDraft,
  next,
  suggested,
}: StepProps & { suggested: string }) {
  const [nickname, setNickname] = useState(
    () =>
      draft.nickname ||
      profile.nickname ||
      Array.from(suggested).slice(0, profileLimits.nicknameMax).join(''),
  );
  const complete = useCompleteSignup();
  const save = useSaveProfile();
  const form = useSubmitValidation({ nickname }, (values) => ({
    nickname: schemaError(nicknameSchema, values.nickname),
  }));

  const submit = form.handleSubmit(() => {
    const value = nicknameSchema.parse(nickname);
    const done = () => {
      updateDraft({ nickname: value });
      next();
    };
    const onError = (failure: unknown) => form.showRequestError(failure, 'nickname', SAVE_FAILED);
    if (!profile.username) {
      complete.mutate({ username: draft.username, nickname: value }, { onSuccess: done, onError });
    } else if (value !== profile.nickname) {
      save.mutate({ nickname: value }, { onSuccess: done, onError });
    } else {
      done();
    }
  });

  return (
    <StepLayout
      title="어떻게 불러드릴까요?"
      description="경기와 피드에서 다른 사람에게 보이는 이름이에요. 실명이 아니어도 괜찮아요."
      focus="field"
      busy={complete.isPending || save.isPending}
      error={form.formError}
      onSubmit={submit}
    >
      <TextField
        label="닉네임"
        name="nickname"
        autoComplete="nickname"
        enterKeyHint="next"
        placeholder="예: 민준"
        value={nickname}
        error={form.error('nickname')}
        counter={<CharCounter length={countChars(nickname.trim())} max={profileLimits.nicknameMax} />}
        onChange={(event) => setNickname(event.target.value)}
      />
    </StepLayout>
  );
}
