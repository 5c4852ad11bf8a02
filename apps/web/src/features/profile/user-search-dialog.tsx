import { FriendRow, FriendRowsSkeleton } from '@/features/friends';
import { EmptyState } from '@/ui/empty-state';
import { SearchIcon } from '@/ui/icons';
import { SearchDialog, SearchResultList } from '@/ui/search-dialog';
import { useUserSearch } from './profile.api';

/** Spec §5/§9: the user search asks 350 ms after the last keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 350;

/** 친구 찾기 (spec §2 Profile: the user-search modal): by nickname or @username; a row opens the profile. */
export function UserSearchDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SearchDialog {...props} title="친구 찾기" fieldLabel="사용자 검색" debounceMs={USER_SEARCH_DEBOUNCE_MS}>
      {(keyword) => <SearchResults keyword={keyword} />}
    </SearchDialog>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const results = useUserSearch(keyword);

  if (keyword === '') {
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
    <SearchResultList
      list={results}
      label="검색 결과"
      loading={<FriendRowsSkeleton label="검색하는 중" />}
      errorTitle="검색하지 못했어요. 잠시 후 다시 시도해 주세요."
      none={{ title: '찾는 사람이 없어요', description: '닉네임이나 아이디를 다시 확인해 주세요.' }}
      className="gap-2"
      listClassName="flex flex-col"
      renderItem={(user) => <FriendRow key={user.id} friend={user} />}
    />
  );
}
