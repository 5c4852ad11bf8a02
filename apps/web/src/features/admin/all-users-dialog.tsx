import { adminMessages } from '@hanpan/core/contract';
import { AppLink } from '@/ui/app-link';
import { Avatar } from '@/ui/avatar';
import { AvatarRowsSkeleton } from '@/ui/skeleton';
import { SearchDialog, SearchResultList } from '@/ui/search-dialog';
import { useAdminUsers } from './admin.api';
import type { AdminUser } from '@hanpan/core';

/** Spec §5: the admin user search waits 300 ms after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** 모든 유저 (spec §2): search by nickname or username, tap a row for the profile. */
export function AllUsersDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SearchDialog {...props} title="모든 유저" fieldLabel="유저 검색" debounceMs={ADMIN_SEARCH_DEBOUNCE_MS}>
      {(keyword) => <UserResults keyword={keyword} />}
    </SearchDialog>
  );
}

function UserResults({ keyword }: { keyword: string }) {
  const users = useAdminUsers(keyword, true);

  return (
    <SearchResultList
      list={users}
      label="유저 목록"
      loading={<AvatarRowsSkeleton label="유저를 불러오는 중" layout="person" />}
      errorTitle={adminMessages.usersLoadFailed}
      none={
        keyword
          ? { title: '찾는 유저가 없어요', description: '닉네임이나 아이디를 다시 확인해 주세요.' }
          : { title: '아직 유저가 없어요' }
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
