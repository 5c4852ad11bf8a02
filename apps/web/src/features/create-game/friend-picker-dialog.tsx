import type { Friend } from '@hanpan/core';
import { FriendRowsSkeleton, useFriends } from '@/features/friends';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { UserPlusIcon } from '@/ui/icons';
import { PagedList } from '@/ui/paged-list';

/**
 * Spec §2 Game creation, opponent: 'pick a friend' opens this list of my friends; a tap invites
 * that friend. Empty: '친구가 없습니다' (spec §8), with the way to a random game instead.
 */
export function FriendPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (friend: Friend) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="함께할 친구 고르기"
      description="고른 친구에게 초대가 가요. 친구가 수락하면 경기가 잡혀요."
    >
      {open ? <FriendChoices onPick={onPick} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FriendChoices({ onPick, onClose }: { onPick: (friend: Friend) => void; onClose: () => void }) {
  const friends = useFriends(0);
  return (
    <PagedList
      list={friends}
      label="내 친구"
      loading={<FriendRowsSkeleton label="친구 목록 불러오는 중" />}
      errorTitle="친구 목록을 불러오지 못했어요."
      empty={
        <EmptyState
          className="py-8"
          icon={<UserPlusIcon size={30} />}
          title="친구가 없습니다"
          description="친구를 맺으면 친구와 경기할 수 있어요. 지금은 랜덤 상대로 경기를 만들어 보세요."
          action={
            <Button variant="secondary" onClick={onClose}>
              닫기
            </Button>
          }
        />
      }
      moreLabel="친구 더 보기"
      className="gap-2 pb-2"
      listClassName="flex flex-col"
      renderItem={(friend) => (
        <li key={friend.id}>
          <button
            type="button"
            onClick={() => onPick(friend)}
            className="focus-ring -mx-2 flex w-[calc(100%+1rem)] min-h-16 items-center gap-3 rounded-lg px-2 py-2 text-left transition-colors hover:bg-fill active:bg-fill-strong"
          >
            <Avatar src={friend.avatar} name={friend.nickname} size={44} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-body font-semibold text-ink">{friend.nickname}</span>
              {friend.username ? (
                <span className="truncate text-label text-ink-subtle">@{friend.username}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-body-sm font-semibold text-accent-600">초대</span>
          </button>
        </li>
      )}
    />
  );
}
