import { friendMessages, friendStateOf } from '@hanpan/core';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { UserCheckIcon, UserPlusIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import {
  useAcceptFriend,
  useCancelFriendRequest,
  useFriendStatus,
  useRejectFriend,
  useRequestFriend,
  useUnfriend,
} from './friends.api';

/** The refusals the server explains itself (decision 015); anything else gets spec §8's words. */
const EXPLAINED_REFUSALS = new Set([
  'cannot_friend_self',
  'already_friends',
  'friend_request_exists',
  'user_blocked',
  'user_not_found',
]);

function requestFailureMessage(error: unknown): string {
  return isApiError(error) && EXPLAINED_REFUSALS.has(error.code)
    ? error.message
    : friendMessages.requestFailed;
}

/**
 * The profile's friend button (spec §4 "Friend request"): 친구 요청 → 요청 취소 while it waits;
 * 수락 / 거절 when they asked me; 친구 when we are, which offers 친구 끊기 after a confirm (the
 * other side is not told). Failures say spec §8's words in a toast.
 */
export function FriendButton({ userId, nickname }: { userId: number; nickname: string }) {
  const status = useFriendStatus(userId);
  const request = useRequestFriend();
  const cancel = useCancelFriendRequest();
  const accept = useAcceptFriend();
  const reject = useRejectFriend();
  const unfriend = useUnfriend();
  const [confirming, setConfirming] = useState(false);
  const busy = [request, cancel, accept, reject, unfriend].some((mutation) => mutation.isPending);

  // A refused action means the status moved on elsewhere: show where things stand now.
  const fail = (message: string) => () => {
    showToast(message);
    void status.refetch();
  };

  if (status.isPending) return <Skeleton className="h-12 flex-1 rounded-lg" />;
  if (status.isError) {
    return (
      <Button variant="outline" fullWidth onClick={() => void status.refetch()}>
        친구 상태 다시 불러오기
      </Button>
    );
  }

  switch (friendStateOf(status.data)) {
    case 'none':
      return (
        <Button
          fullWidth
          leadingIcon={<UserPlusIcon size={18} />}
          loading={request.isPending}
          onClick={() =>
            request.mutate(userId, {
              onError: (error) => {
                showToast(requestFailureMessage(error));
                void status.refetch();
              },
            })
          }
        >
          친구 요청
        </Button>
      );
    case 'sent':
      return (
        <Button
          variant="outline"
          fullWidth
          loading={cancel.isPending}
          onClick={() => cancel.mutate(userId, { onError: fail(friendMessages.cancelFailed) })}
        >
          요청 취소
        </Button>
      );
    case 'received':
      return (
        <div className="flex flex-1 gap-2" role="group" aria-label={`${nickname}님의 친구 요청`}>
          <Button
            fullWidth
            loading={accept.isPending}
            disabled={busy}
            onClick={() => accept.mutate(userId, { onError: fail(friendMessages.acceptFailedOnProfile) })}
          >
            수락
          </Button>
          <Button
            variant="outline"
            fullWidth
            loading={reject.isPending}
            disabled={busy}
            onClick={() => reject.mutate(userId, { onError: fail(friendMessages.rejectFailedOnProfile) })}
          >
            거절
          </Button>
        </div>
      );
    case 'friends':
      return (
        <>
          <Button
            variant="secondary"
            fullWidth
            leadingIcon={<UserCheckIcon size={18} />}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            친구
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`${nickname}님과 친구를 끊을까요?`}
            description="상대에게는 알리지 않아요. 다시 친구가 되려면 요청을 보내야 해요."
            confirmLabel="친구 끊기"
            danger
            busy={unfriend.isPending}
            onConfirm={() =>
              unfriend.mutate(userId, {
                onSuccess: () => setConfirming(false),
                onError: () => {
                  setConfirming(false);
                  fail(friendMessages.unfriendFailed)();
                },
              })
            }
          />
        </>
      );
  }
}
