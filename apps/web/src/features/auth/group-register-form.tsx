import { accountLimits, errorCatalog, RegisterBodySchema } from '@hanpan/core';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { useRegisterGroupAccount } from './account.api';
import { CredentialsFields, useCredentialsForm } from './credentials-fields';

/** Spec §8: a taken id shows the server's message; other conflicts and 403 have fixed messages. */
export function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorCatalog.internal_error.message;
  if (error.status === 409)
    return error.code === 'email_taken' ? error.message : errorCatalog.group_registration_conflict.message;
  if (error.status === 403) return errorCatalog.admin_only.message;
  return error.message;
}

/** Creates a staff-issued group account (admin only). */
export function GroupRegisterForm() {
  const register = useRegisterGroupAccount();
  const form = useCredentialsForm(RegisterBodySchema);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    register.mutate(body, {
      onSuccess: (account) => {
        setCreatedId(account.email);
        form.reset();
      },
      // A taken id is the id field's problem; anything else concerns the form.
      onError: (error) =>
        form.validation.setServerError(
          isApiError(error) && error.code === 'email_taken' ? 'id' : null,
          registerErrorMessage(error),
        ),
    });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="단체 계정 만들기">
        <CredentialsFields
          form={form}
          idProps={{
            name: 'new-username',
            autoComplete: 'off',
            maxLength: accountLimits.idMax,
            hint: `단체가 로그인할 때 쓰는 아이디예요. 최대 ${accountLimits.idMax}자`,
          }}
          passwordProps={{
            name: 'new-password',
            autoComplete: 'new-password',
            maxLength: accountLimits.passwordMax,
            hint: `${accountLimits.passwordMin}~${accountLimits.passwordMax}자`,
          }}
        />
        <Button type="submit" size="lg" fullWidth loading={register.isPending} className="mt-2">
          계정 만들기
        </Button>
      </form>
      <Dialog
        open={createdId !== null}
        onOpenChange={(open) => !open && setCreatedId(null)}
        title="계정이 등록되었어요"
        kind="alert"
        description={
          <>
            <strong className="font-semibold text-ink">{createdId}</strong> 계정을 만들었어요. 아이디와
            비밀번호는 단체에 안전하게 전달하고, 다른 사람에게 노출되지 않도록 보관해 주세요.
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
