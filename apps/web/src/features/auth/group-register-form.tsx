import { accountLimits, errorCatalog, RegisterBodySchema } from '@hanpan/core';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { AlertIcon } from '@/ui/icons';
import { TextField } from '@/ui/text-field';
import { useRegisterGroupAccount } from './auth.api';
import { fieldErrors } from './form-errors';

/** Spec §8: a taken id shows the server's message; other conflicts and 403 have fixed messages. */
export function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorCatalog.internal_error.message;
  if (error.status === 409)
    return error.code === 'email_taken' ? error.message : errorCatalog.conflict.message;
  if (error.status === 403) return errorCatalog.admin_only.message;
  return error.message;
}

/** Creates a staff-issued group account (admin only). */
export function GroupRegisterForm() {
  const register = useRegisterGroupAccount();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = RegisterBodySchema.safeParse({ email: id, password });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors({ id: found.email, password: found.password });
      (found.email ? idRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (account) => {
        setCreatedId(account.email);
        setId('');
        setPassword('');
      },
      onError: (error) => setServerError(registerErrorMessage(error)),
    });
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="단체 계정 만들기">
        <TextField
          ref={idRef}
          label="아이디"
          name="new-username"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={accountLimits.idMax}
          hint={`단체가 로그인할 때 쓰는 아이디예요. 최대 ${accountLimits.idMax}자`}
          value={id}
          error={errors.id}
          onChange={(event) => setId(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="비밀번호"
          name="new-password"
          revealable
          autoComplete="new-password"
          maxLength={accountLimits.passwordMax}
          hint={`${accountLimits.passwordMin}~${accountLimits.passwordMax}자`}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
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
        <Button type="submit" size="lg" fullWidth loading={register.isPending} className="mt-2">
          계정 만들기
        </Button>
      </form>
      <Dialog
        open={createdId !== null}
        onOpenChange={(open) => !open && setCreatedId(null)}
        title="계정이 등록되었습니다"
        kind="alert"
        description={
          <>
            <strong className="font-semibold text-ink">{createdId}</strong> 계정을 만들었어요. 아이디와
            비밀번호는 단체에 안전하게 전달하고, 다른 사람에게 노출되지 않도록 보관해주세요.
          </>
        }
        footer={
          <DialogClose asChild>
            <Button fullWidth>확인</Button>
          </DialogClose>
        }
      />
    </>
  );
}
