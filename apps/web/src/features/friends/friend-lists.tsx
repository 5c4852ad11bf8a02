import { friendMessages, type Friend } from '@hanpan/core';
import { useState, type ReactNode } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CheckIcon, UserCheckIcon } from '@/ui/icons';
import { showToast } from '@/ui/toast';
import { PagedList } from '@/ui/paged-list';
import { useCancelFriendRequest, useFriends, useReceivedRequests, useSentRequests } from './friends.api';
import { FriendRow, FriendRowsSkeleton } from './friend-row';
import { PROFILE_ANSWER_FAILURES, useFriendRequestAnswers } from './use-friend-request-answers';

type ListResult = ReturnType<typeof useFriends>;

/** The three lists' PagedList: failure words by status (spec §8, with retry) and the empty state. */
function ListFrame({
  list,
  label,
  empty,
  emptyDescription,
  rows,
  children,
}: {
  list: ListResult;
  label: string;
  empty: string;
  emptyDescription?: string;
  /** The rows to draw (the received list keeps answered ones a moment longer). */
  rows: readonly Friend[];
  children: (friend: Friend, index: number) => ReactNode;
}) {
  const errorTitle =
    isApiError(list.error) && list.error.status === 404
      ? '사용자를 찾을 수 없어요.'
      : isApiError(list.error) && list.error.status === 403
        ? list.error.message
        : friendMessages.listFailed;
  return (
    <PagedList
      list={list}
      rows={rows}
      label={label}
      loading={<FriendRowsSkeleton label={`${label}을 불러오는 중`} />}
      errorTitle={errorTitle}
      inlineError
      empty={
        <EmptyState
          className="py-8"
          icon={<UserCheckIcon size={28} />}
          title={empty}
          description={emptyDescription}
        />
      }
      className="gap-2 pb-2"
      listClassName="flex flex-col"
      renderItem={children}
    />
  );
}

/** A player's friends (0 = mine). */
export function FriendsList({ userId }: { userId: number }) {
  const list = useFriends(userId);
  return (
    <ListFrame
      list={list}
      label="친구 목록"
      empty={friendMessages.empty}
      emptyDescription={userId === 0 ? '친구 찾기로 함께할 사람을 찾아보세요.' : undefined}
      rows={list.items}
    >
      {(friend) => <FriendRow key={friend.id} friend={friend} />}
    </ListFrame>
  );
}

/** Requests I sent, each with 요청 취소. */
export function SentRequestsList() {
  const list = useSentRequests();
  const cancel = useCancelFriendRequest();
  const [cancelling, setCancelling] = useState<number | null>(null);
  return (
    <ListFrame list={list} label="보낸 요청" empty="보낸 친구 요청이 없어요" rows={list.items}>
      {(friend) => (
        <FriendRow
          key={friend.id}
          friend={friend}
          trailing={
            <Button
              size="sm"
              variant="outline"
              aria-label={shownTextFirst('요청 취소', `${friend.nickname}님에게 보낸 요청`)}
              loading={cancelling === friend.id}
              onClick={() => {
                setCancelling(friend.id);
                cancel.mutate(friend.id, {
                  onError: () => showToast(friendMessages.cancelFailed),
                  onSettled: () => setCancelling(null),
                });
              }}
            >
              요청 취소
            </Button>
          }
        />
      )}
    </ListFrame>
  );
}

/**
 * Requests waiting for my answer. An answered row says '친구가 되었어요' (2 s) or '거절했어요' (1.5 s)
 * before it leaves (spec §4, §9).
 */
export function ReceivedRequestsList() {
  const list = useReceivedRequests();
  const answers = useFriendRequestAnswers(PROFILE_ANSWER_FAILURES, showToast);
  return (
    <ListFrame list={list} label="받은 요청" empty="받은 친구 요청이 없어요" rows={answers.rows(list.items)}>
      {(friend, index) => {
        const outcome = answers.outcomeOf(friend.id);
        const busy = answers.isAnswering(friend.id);
        return (
          <FriendRow
            key={friend.id}
            friend={friend}
            trailing={
              outcome ? (
                <span
                  role="status"
                  className={
                    outcome === 'accepted'
                      ? 'inline-flex items-center gap-1 text-body-sm font-semibold text-success'
                      : 'text-body-sm font-medium text-ink-subtle'
                  }
                >
                  {outcome === 'accepted' ? <CheckIcon size={16} /> : null}
                  {outcome === 'accepted' ? friendMessages.accepted : friendMessages.rejected}
                </span>
              ) : (
                <>
                  <Button
                    size="sm"
                    aria-label={shownTextFirst('수락', `${friend.nickname}님의 친구 요청`)}
                    disabled={busy}
                    onClick={() => answers.accept(friend, index)}
                  >
                    수락
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={shownTextFirst('거절', `${friend.nickname}님의 친구 요청`)}
                    disabled={busy}
                    onClick={() => answers.reject(friend, index)}
                  >
                    거절
                  </Button>
                </>
              )
            }
          />
        );
      }}
    </ListFrame>
  );
}
