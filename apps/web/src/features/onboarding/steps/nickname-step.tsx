import { countChars, nicknameSchema, profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { useCompleteSignup, useSaveProfile } from '@/features/profile/profile.api';
import { CharCounter } from '@/ui/char-counter';
import { TextField } from '@/ui/text-field';
import { saveErrorMessage, StepLayout, type StepProps } from '../step-layout';

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
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const complete = useCompleteSignup();
  const save = useSaveProfile();

  const submit = () => {
    setServerError(null);
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const value = parsed.data;
    const done = () => {
      updateDraft({ nickname: value });
      next();
    };
    const onError = (failure: unknown) => setServerError(saveErrorMessage(failure));
    if (!profile.username) {
      complete.mutate({ username: draft.username, nickname: value }, { onSuccess: done, onError });
    } else if (value !== profile.nickname) {
      save.mutate({ nickname: value }, { onSuccess: done, onError });
    } else {
      done();
    }
  };

  return (
    <StepLayout
      title="어떻게 불러드릴까요?"
      description="경기와 피드에서 다른 사람에게 보이는 이름이에요. 실명이 아니어도 괜찮아요."
      focus="field"
      busy={complete.isPending || save.isPending}
      error={serverError}
      onSubmit={submit}
    >
      <TextField
        label="닉네임"
        name="nickname"
        autoComplete="nickname"
        enterKeyHint="next"
        placeholder="예: 민준"
        value={nickname}
        error={error}
        counter={<CharCounter length={countChars(nickname.trim())} max={profileLimits.nicknameMax} />}
        onChange={(event) => {
          setNickname(event.target.value);
          setError(null);
        }}
      />
    </StepLayout>
  );
}
