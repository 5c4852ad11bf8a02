import { errorCatalog, LoginBodySchema } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { useLogin } from './account.api';
import { CredentialsFields, useCredentialsForm } from './credentials-fields';

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
  const form = useCredentialsForm(LoginBodySchema);

  const onSubmit = form.handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: (data) => {
        // A group account flagged initial has no username and nickname yet: onboarding (spec §2).
        void navigate({ to: data.isInitialGroup ? '/onboarding' : '/', replace: true });
      },
      // Wrong credentials concern both fields: the message goes on the form (spec §8).
      onError: (error) => form.validation.setServerError(null, loginErrorMessage(error)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="단체 계정 로그인">
      <CredentialsFields
        form={form}
        idProps={{ name: 'username', autoComplete: 'username', placeholder: '발급받은 아이디' }}
        passwordProps={{ name: 'password', autoComplete: 'current-password', placeholder: '8자 이상' }}
      />
      <Button type="submit" size="lg" fullWidth loading={login.isPending} className="mt-2">
        로그인
      </Button>
    </form>
  );
}
