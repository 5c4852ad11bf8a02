import { useReceivedRequests, useSentRequests, type FriendsView } from '@/features/friends';
import { IconButton } from '@/ui/icon-button';
import { SearchIcon } from '@/ui/icons';

export type { FriendsView };

/** 친구 N, and on my own profile 보낸 요청 / 받은 요청 with their counts and 친구 찾기. */
export function FriendsBar({
  own,
  friends,
  onOpen,
  onSearch,
}: {
  own: boolean;
  friends: number;
  onOpen: (view: FriendsView) => void;
  onSearch: () => void;
}) {
  return (
    <div className="mt-5 flex items-stretch gap-2">
      <div className="flex min-w-0 flex-1 divide-x divide-line rounded-2xl border border-line">
        <FriendsBarButton label="친구" count={String(friends)} onClick={() => onOpen('friends')} />
        {own ? <RequestCounts onOpen={onOpen} /> : null}
      </div>
      {own ? (
        <IconButton
          label="친구 찾기"
          icon={<SearchIcon size={22} />}
          onClick={onSearch}
          className="size-auto min-w-14 self-stretch rounded-2xl border border-line"
        />
      ) : null}
    </div>
  );
}

/** The first page's size is enough for a count: '30+' beyond it. */
function countOf(list: { items: unknown[]; hasNextPage: boolean; isPending: boolean }) {
  if (list.isPending) return '–';
  return `${list.items.length}${list.hasNextPage ? '+' : ''}`;
}

function RequestCounts({ onOpen }: { onOpen: (view: FriendsView) => void }) {
  const sent = useSentRequests();
  const received = useReceivedRequests();
  return (
    <>
      <FriendsBarButton label="보낸 요청" count={countOf(sent)} onClick={() => onOpen('sent')} />
      <FriendsBarButton
        label="받은 요청"
        count={countOf(received)}
        highlight={received.items.length > 0}
        onClick={() => onOpen('received')}
      />
    </>
  );
}

function FriendsBarButton({
  label,
  count,
  highlight = false,
  onClick,
}: {
  label: string;
  count: string;
  highlight?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={`${label} ${count}`}
      // WCAG 2.5.3: the label comes first in the DOM, as in the name; flex-col-reverse still shows the count on top.
      className="focus-ring flex min-h-14 min-w-0 flex-1 flex-col-reverse items-center justify-center px-1 py-2 transition-colors first:rounded-l-2xl last:rounded-r-2xl hover:bg-fill"
    >
      <span className="truncate text-label text-ink-subtle">{label}</span>{' '}
      <span className={highlight ? 'text-title-sm text-accent-600' : 'text-title-sm text-ink'}>{count}</span>
    </button>
  );
}
