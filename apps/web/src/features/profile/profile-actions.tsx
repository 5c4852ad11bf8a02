import type { Profile } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { UNBLOCK_FAILED, useBlockUser, useUnblockUser } from '@/features/blocks';
import { FriendButton } from '@/features/friends';
import { profileKeys } from '@/features/my-profile';
import { ChallengeButton } from '@/features/play-with-me-too';
import { shownTextFirst } from '@/lib/accessible-name';
import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { BanIcon, ChatIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { showToast } from '@/ui/toast';

/**
 * Someone else's profile: the friend button, a message link (spec §2: /chat/{id}) and '나랑도 한
 * 판' (a challenge with a rule, issue 11 §10).
 */
export function OtherProfileActions({ profile }: { profile: Profile }) {
  return (
    <>
      <div className="mt-5 flex gap-2">
        <FriendButton userId={profile.id} nickname={profile.nickname} />
        <AppLink
          to={`/chat/${profile.id}`}
          aria-label={shownTextFirst('메시지', `${profile.nickname}님에게 보내기`)}
          className={buttonClasses({ variant: 'outline' })}
        >
          <ChatIcon size={18} />
          메시지
        </AppLink>
      </div>
      <ChallengeButton profile={profile} className="mt-2" />
    </>
  );
}

/** A player I blocked (decision 015): no friend or message buttons, a way to unblock instead. */
export function BlockedNotice({ profile }: { profile: Profile }) {
  const unblock = useUnblockUser();
  const queryClient = useQueryClient();
  return (
    <InlineAlert
      tone="info"
      className="mt-5"
      action={
        <Button
          size="sm"
          variant="ghost"
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(profile.id, {
              onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.users() }),
              onError: () => showToast(UNBLOCK_FAILED),
            })
          }
        >
          차단 해제
        </Button>
      }
    >
      차단한 사용자예요. 서로의 검색과 메시지에 나타나지 않아요.
    </InlineAlert>
  );
}

/**
 * 차단하기 (spec §4 "Block"): confirm, block, then to my own profile (/profile/0). The server ends
 * our friendship and requests too. Spec §8 has a failed block only logged; the dialog also says
 * so, because a button that silently does nothing reads as broken.
 */
export function BlockButton({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const block = useBlockUser();
  const router = useRouter();
  const confirm = () => {
    setFailed(false);
    block.mutate(profile.id, {
      onSuccess: () => {
        // WARNING: navigate without closing first. Closing would take the dialog's history entry
        // away (ui/use-back-closes.ts) while this replaces it, and the back would win.
        void router.navigate({ to: '/profile/$userId', params: { userId: '0' }, replace: true });
        showToast(`${profile.nickname}님을 차단했어요.`);
      },
      onError: (error) => {
        console.warn('block failed', error);
        setFailed(true);
      },
    });
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="mx-auto mt-8 text-danger"
        leadingIcon={<BanIcon size={18} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        차단하기
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailed(false);
        }}
        title={`${profile.nickname}님을 차단할까요?`}
        description="서로의 프로필, 검색, 메시지에 나타나지 않고 친구와 친구 요청도 사라져요. 설정의 차단 관리에서 풀 수 있어요."
        confirmLabel="차단하기"
        danger
        busy={block.isPending}
        onConfirm={confirm}
      >
        {failed ? <InlineAlert>차단하지 못했어요. 잠시 후 다시 시도해 주세요.</InlineAlert> : null}
      </ConfirmDialog>
    </>
  );
}
