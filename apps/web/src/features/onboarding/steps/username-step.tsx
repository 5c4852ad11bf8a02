import { profileLimits } from '@hanpan/core';
import { useState } from 'react';
import { useSubmitValidation } from '@/lib/use-submit-validation';
import { TextField } from '@/ui/text-field';
import { StepLayout, type StepProps } from '../step-layout';
import { usernameCheckMessages, useUsernameCheck, type UsernameStatus } from '../use-username-check';

/** The server's live answer (spec §9: checked 300 ms after typing stops); the format is the form's. */
function serverAnswer(status: UsernameStatus): { error?: string; success?: string } {
  if (status === 'taken') return { error: usernameCheckMessages.taken };
  if (status === 'error') return { error: usernameCheckMessages.error };
  if (status === 'available') return { success: usernameCheckMessages.available };
  return {};
}

/** Step 1: lowercase letters and digits, checked with the server 300 ms after typing stops. */
export function UsernameStep({ profile, draft, updateDraft, next }: StepProps) {
  const saved = profile.username;
  const [username, setUsername] = useState(saved ?? draft.username);
  const status = useUsernameCheck(username, saved);
  // The format follows the one pattern (judged from the first submit on); availability is live.
  const form = useSubmitValidation({ username, status }, (values) => ({
    username:
      values.status === 'empty' || values.status === 'invalid' ? usernameCheckMessages.invalid : undefined,
  }));
  const answer = serverAnswer(status);

  return (
    <StepLayout
      title="사용할 아이디를 정해 주세요"
      description={
        saved
          ? '아이디는 이미 정해졌어요. 친구가 이 아이디로 나를 찾을 수 있어요.'
          : `친구가 이 아이디로 나를 찾을 수 있어요. 영문 소문자와 숫자 ${profileLimits.usernameMax}자까지 쓸 수 있어요.`
      }
      focus="field"
      submitDisabled={status === 'checking' || status === 'taken' || status === 'error'}
      onSubmit={form.handleSubmit(() => {
        updateDraft({ username });
        next();
      })}
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
        error={form.error('username') ?? answer.error}
        success={answer.success}
        hint={status === 'checking' ? '확인하는 중…' : undefined}
        onChange={(event) => setUsername(event.target.value.toLowerCase().replace(/\s/g, ''))}
      />
    </StepLayout>
  );
}
