import { adminMessages } from '@hanpan/core/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AppLink } from '@/ui/app-link';
import { Avatar } from '@/ui/avatar';
import { EmptyState } from '@/ui/empty-state';
import { UserIcon } from '@/ui/icons';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { SearchDialog } from '@/ui/search-dialog';
import { PagedList } from '@/ui/paged-list';
import { useAdminUsers } from './admin.api';
import type { AdminUser } from '@hanpan/core';

/** Spec §5: the admin user search waits 300 ms after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** 모든 유저 (spec §2): search by nickname or username, tap a row for the profile. */
export function AllUsersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      title="모든 유저"
      description="닉네임이나 아이디로 찾을 수 있어요."
      fieldLabel="유저 검색"
      placeholder="닉네임 또는 아이디"
    >
      {(keyword) => <UserResults keyword={keyword} />}
    </SearchDialog>
  );
}

function UserResults({ keyword }: { keyword: string }) {
  const debounced = useDebouncedValue(keyword, ADMIN_SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(debounced, true);

  return (
    <PagedList
      list={users}
      label="유저 목록"
      loading={
        <SkeletonGroup label="유저를 불러오는 중">
          <div className="flex flex-col gap-3 py-1">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="flex items-center gap-3">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex flex-col gap-1.5">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-3 w-16" />
                </div>
              </div>
            ))}
          </div>
        </SkeletonGroup>
      }
      errorTitle={adminMessages.usersLoadFailed}
      inlineError
      empty={
        <EmptyState
          className="py-6"
          icon={<UserIcon size={28} />}
          title={debounced ? '찾는 유저가 없어요' : '아직 유저가 없어요'}
          description={debounced ? '닉네임이나 아이디를 다시 확인해 주세요.' : undefined}
        />
      }
      listClassName="-mx-2 flex flex-col"
      renderItem={(user) => <UserRow key={user.id} user={user} />}
    />
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <li>
      {/* replace: the dialog's own history entry becomes the profile, so back returns to /admin. */}
      <AppLink
        to={`/profile/${user.id}`}
        replace
        className="focus-ring flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-fill"
      >
        <Avatar src={user.avatar} name={user.nickname} size={44} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-body font-semibold text-ink">{user.nickname}</span>
          {user.username ? (
            <span className="truncate text-label text-ink-subtle">@{user.username}</span>
          ) : null}
          {user.intro?.trim() ? (
            <span className="line-clamp-1 text-label text-ink-muted">{user.intro.trim()}</span>
          ) : null}
        </span>
      </AppLink>
    </li>
  );
}
