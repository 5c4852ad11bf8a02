import { profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { TextField } from '@/ui/text-field';
import { StepLayout, type StepProps } from '../step-layout';
import { usernameCheckMessages, useUsernameCheck, type UsernameStatus } from '../use-username-check';

function statusMessage(status: UsernameStatus, tried: boolean): { error?: string; success?: string } {
  switch (status) {
    case 'invalid':
      return { error: usernameCheckMessages.invalid };
    case 'empty':
      return tried ? { error: usernameCheckMessages.invalid } : {};
    case 'taken':
      return { error: usernameCheckMessages.taken };
    case 'error':
      return { error: usernameCheckMessages.error };
    case 'available':
      return { success: usernameCheckMessages.available };
    case 'checking':
      return {};
  }
}

/** Step 1: lowercase letters and digits, checked with the server 300 ms after typing stops. */
export function UsernameStep({ profile, draft, updateDraft, next }: StepProps) {
  const saved = profile.username;
  const [username, setUsername] = useState(saved ?? draft.username);
  const [tried, setTried] = useState(false);
  const status = useUsernameCheck(username, saved);
  const { error, success } = statusMessage(status, tried);

  return (
    <StepLayout
      title="사용할 아이디를 정해 주세요"
      description={
        saved
          ? '아이디는 이미 정해졌어요. 친구가 이 아이디로 나를 찾을 수 있어요.'
          : `친구가 이 아이디로 나를 찾을 수 있어요. 영문 소문자와 숫자 ${profileLimits.usernameMax}자까지 쓸 수 있어요.`
      }
      focus="field"
      submitDisabled={status !== 'available'}
      onSubmit={() => {
        setTried(true);
        if (status !== 'available') return;
        updateDraft({ username });
        next();
      }}
    >
      <TextField
        label="아이디"
        prefix="@"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        inputMode="url"
        enterKeyHint="next"
        placeholder="hanpan123"
        maxLength={profileLimits.usernameMax + 8}
        readOnly={saved !== null}
        value={username}
        error={error}
        success={success}
        hint={status === 'checking' ? '확인하는 중…' : undefined}
        onChange={(event) => setUsername(event.target.value.toLowerCase().replace(/\s/g, ''))}
      />
    </StepLayout>
  );
}
