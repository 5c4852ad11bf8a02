import { DELETED_USER_NICKNAME } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { logout, useDeleteAccount, forgetAccountData } from '@/features/auth';
import { Checkbox } from '@/ui/checkbox';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { showToast } from '@/ui/toast';

export const DELETE_FAILED = '계정 삭제 중 오류가 발생했습니다.';
export const DELETED_TOAST = '탈퇴가 완료되었어요. 그동안 한판을 이용해 주셔서 감사해요.';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** After the token is gone: to /init, then forget the previous account's cached data. */
function useLeaveToInit() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return async (toast?: string) => {
    await router.navigate({ to: '/init', replace: true });
    forgetAccountData(queryClient);
    if (toast) showToast(toast);
  };
}

/** 로그아웃: confirm, unregister push (failure ignored), revoke the session, to /init. */
export function LogoutDialog({ open, onOpenChange }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const leave = useLeaveToInit();
  const confirm = async () => {
    setBusy(true);
    await logout();
    await leave();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="로그아웃할까요?"
      description="이 기기에서 로그아웃해요. 다시 로그인하면 경기 기록과 친구는 그대로 있어요."
      confirmLabel="로그아웃"
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}

/** 회원 탈퇴: what is deleted and what stays, a confirming checkbox, POST /api/user/remove. */
export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount();
  const leave = useLeaveToInit();

  const close = (next: boolean) => {
    if (remove.isPending) return;
    onOpenChange(next);
    if (!next) {
      setUnderstood(false);
      remove.reset();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title="정말 탈퇴하시겠어요?"
      confirmLabel="탈퇴하기"
      danger
      busy={remove.isPending}
      confirmDisabled={!understood}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => void leave(DELETED_TOAST) })}
    >
      <div className="flex flex-col gap-3 text-body-sm text-ink-muted">
        <p>탈퇴하면 되돌릴 수 없어요. 아래 내용을 꼭 확인해 주세요.</p>
        <ul className="flex list-disc flex-col gap-1.5 rounded-lg bg-fill py-3 pl-8 pr-4 leading-relaxed">
          <li>이메일, 아이디, 닉네임, 나이, 성별, 지역, 소개, 소속이 바로 삭제돼요.</li>
          <li>프로필 사진과 올린 사진이 삭제되고, 친구·차단·알림 설정도 사라져요.</li>
          <li>
            함께한 경기 기록은 상대의 기록이기도 해서 남지만, 내 이름 대신 ‘{DELETED_USER_NICKNAME}’로
            표시돼요.
          </li>
        </ul>
        <Checkbox checked={understood} onCheckedChange={setUnderstood}>
          안내를 확인했으며 탈퇴에 동의해요
        </Checkbox>
        {remove.isError ? <InlineAlert>{DELETE_FAILED}</InlineAlert> : null}
      </div>
    </ConfirmDialog>
  );
}
