import { FriendRow, FriendRowsSkeleton } from '@/features/friends';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EmptyState } from '@/ui/empty-state';
import { SearchIcon, UserIcon } from '@/ui/icons';
import { SearchDialog } from '@/ui/search-dialog';
import { PagedList } from '@/ui/paged-list';
import { useUserSearch } from './profile.api';

/** Spec §5/§9: the user search asks 350 ms after the last keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 350;

/** 친구 찾기 (spec §2 Profile: the user-search modal): by nickname or @username; a row opens the profile. */
export function UserSearchDialog({
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
      title="친구 찾기"
      description="닉네임이나 아이디로 찾을 수 있어요."
      fieldLabel="사용자 검색"
      placeholder="닉네임 또는 아이디"
    >
      {(keyword) => <SearchResults keyword={keyword} />}
    </SearchDialog>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const debounced = useDebouncedValue(keyword, USER_SEARCH_DEBOUNCE_MS);
  const results = useUserSearch(debounced);

  if (debounced === '') {
    return (
      <EmptyState
        className="py-6"
        icon={<SearchIcon size={28} />}
        title="함께할 사람을 찾아보세요"
        description="찾은 사람의 프로필에서 친구 요청을 보낼 수 있어요."
      />
    );
  }
  return (
    <PagedList
      list={results}
      label="검색 결과"
      loading={<FriendRowsSkeleton label="검색하는 중" />}
      errorTitle="검색하지 못했어요. 잠시 후 다시 시도해 주세요."
      inlineError
      empty={
        <EmptyState
          className="py-6"
          icon={<UserIcon size={28} />}
          title="찾는 사람이 없어요"
          description="닉네임이나 아이디를 다시 확인해 주세요."
        />
      }
      className="gap-2"
      listClassName="flex flex-col"
      renderItem={(user) => <FriendRow key={user.id} friend={user} />}
    />
  );
}
