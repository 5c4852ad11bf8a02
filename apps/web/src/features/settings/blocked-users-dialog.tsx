import type { BlockedUser } from '@hanpan/core';
import { useState } from 'react';
import { UNBLOCK_FAILED, useBlockedUsers, useUnblockUser } from '@/features/blocks';
import { shownTextFirst } from '@/lib/accessible-name';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { BanIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { PagedList } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';

export { UNBLOCK_FAILED };

/** 차단 관리: blocked players with 차단 해제 (optimistic; rolled back with an alert on failure). */
export function BlockedUsersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="차단 관리"
      description="차단한 사용자는 내 피드, 검색, 메시지에 나타나지 않아요."
      footer={
        <DialogClose asChild>
          <Button fullWidth variant="outline">
            닫기
          </Button>
        </DialogClose>
      }
    >
      {open ? <BlockedUsersList /> : null}
    </Dialog>
  );
}

function BlockedUsersList() {
  const users = useBlockedUsers();
  const unblock = useUnblockUser();
  const [failed, setFailed] = useState(false);

  return (
    <div className="flex flex-col gap-3">
      {failed ? <InlineAlert>{UNBLOCK_FAILED}. 잠시 후 다시 시도해 주세요.</InlineAlert> : null}
      <PagedList
        list={users}
        label="차단한 사용자"
        loading={
          <SkeletonGroup label="차단 목록을 불러오는 중">
            <div className="flex flex-col gap-4 py-2">
              {[0, 1, 2].map((key) => (
                <div key={key} className="flex items-center gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 w-28" />
                </div>
              ))}
            </div>
          </SkeletonGroup>
        }
        errorTitle="차단 목록을 불러오지 못했어요"
        errorClassName="py-6"
        empty={<EmptyState className="py-6" icon={<BanIcon size={28} />} title="차단한 사용자가 없어요" />}
        listClassName="flex flex-col"
        renderItem={(user) => (
          <BlockedUserRow
            key={user.id}
            user={user}
            onUnblock={() => {
              setFailed(false);
              unblock.mutate(user.id, { onError: () => setFailed(true) });
            }}
          />
        )}
      />
    </div>
  );
}

function BlockedUserRow({ user, onUnblock }: { user: BlockedUser; onUnblock: () => void }) {
  return (
    <li className="flex min-h-14 items-center gap-3 py-1.5">
      <Avatar src={user.profileUrl} name={user.nickname} size={40} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-body font-semibold text-ink">{user.nickname}</span>
        {user.username ? <span className="truncate text-label text-ink-subtle">@{user.username}</span> : null}
      </span>
      <Button
        size="sm"
        variant="outline"
        aria-label={shownTextFirst('차단 해제', user.nickname)}
        onClick={onUnblock}
      >
        차단 해제
      </Button>
    </li>
  );
}
