import { errorCatalog, LoginBodySchema } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { AlertIcon } from '@/ui/icons';
import { TextField } from '@/ui/text-field';
import { useLogin } from './auth.api';
import { fieldErrors } from './form-errors';

const LOGIN_FAILED = errorCatalog.invalid_credentials.message;

/** The message for a failed login: the server's Korean message; a missing token reads as failure. */
function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_FAILED;
  if (error.code === 'invalid_response') return LOGIN_FAILED; // spec §8: also when no token came back
  return error.message;
}

/** Group login (spec §2, §5, §8): id + password (≥ 8), inline errors, 401 never redirects. */
export function GroupLoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = LoginBodySchema.safeParse({ email: id, password });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors({ id: found.email, password: found.password });
      (found.email ? idRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (data) => {
        // A group account flagged initial has no username and nickname yet: onboarding (spec §2).
        void navigate({ to: data.isInitialGroup ? '/onboarding' : '/', replace: true });
      },
      onError: (error) => setServerError(loginErrorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="단체 계정 로그인">
      <TextField
        ref={idRef}
        label="아이디"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="발급받은 아이디"
        value={id}
        error={errors.id}
        onChange={(event) => {
          setId(event.target.value);
          setServerError(null);
        }}
      />
      <TextField
        ref={passwordRef}
        label="비밀번호"
        name="password"
        revealable
        autoComplete="current-password"
        placeholder="8자 이상"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setServerError(null);
        }}
      />
      {serverError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger-soft px-3.5 py-3 text-body-sm font-medium text-danger"
        >
          <AlertIcon size={20} className="mt-px shrink-0" />
          <span>{serverError}</span>
        </div>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={login.isPending} className="mt-2">
        로그인
      </Button>
    </form>
  );
}
