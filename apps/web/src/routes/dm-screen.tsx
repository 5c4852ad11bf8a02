import { chatMessages, dmUserQueue } from '@hanpan/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, useDmRooms } from '@/features/chat/chat.api';
import { DmRoomRow } from '@/features/chat/dm-room-row';
import { useNow } from '@/features/chat/use-now';
import { useTopic } from '@/lib/use-topic';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ChatIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';
import { LoadingBlock } from '@/ui/spinner';
import { useLoadMoreWhenVisible } from '@/lib/use-load-more-when-visible';

/**
 * The DM list (/dm, spec §2): a spinner, then the rooms with the latest line first, or the empty
 * state. A new line in any of my rooms (`/user/queue/dm`) reloads it, so it never needs polling.
 */
export function DmScreen() {
  const rooms = useDmRooms();
  const tick = useNow();
  // Times are measured from the later of the minute tick and the list's arrival, never before it.
  const now = rooms.dataUpdatedAt > tick.getTime() ? new Date(rooms.dataUpdatedAt) : tick;
  const queryClient = useQueryClient();
  useTopic(dmUserQueue, {}, (event) => {
    if (event.type === 'MESSAGE') void queryClient.invalidateQueries({ queryKey: chatKeys.dmRooms() });
  });
  const sentinel = useLoadMoreWhenVisible(rooms);

  if (rooms.isPending) {
    return (
      <ScreenBody withTabs centered>
        <LoadingBlock label="메시지 목록을 불러오는 중" />
      </ScreenBody>
    );
  }
  if (rooms.isError && rooms.items.length === 0) {
    return (
      <ScreenBody withTabs centered>
        <LoadFailed
          title={chatMessages.dmListFailed}
          error={rooms.error}
          onRetry={() => void rooms.refetch()}
        />
      </ScreenBody>
    );
  }
  if (rooms.items.length === 0) {
    return (
      <ScreenBody withTabs centered>
        <EmptyState
          icon={<ChatIcon size={30} />}
          title={chatMessages.noRooms}
          description="상대의 프로필이나 경기 카드에서 메시지를 보내면 여기에 대화방이 생겨요."
        />
      </ScreenBody>
    );
  }
  return (
    <ScreenBody withTabs>
      <ul aria-label="대화방" className="flex flex-col pt-1">
        {rooms.items.map((room) => (
          <li key={room.roomId}>
            <DmRoomRow room={room} now={now} />
          </li>
        ))}
      </ul>
      {rooms.hasNextPage ? (
        <div className="flex flex-col items-stretch pt-3">
          <div ref={sentinel} aria-hidden="true" className="h-px" />
          <Button
            variant="outline"
            size="sm"
            loading={rooms.isFetchingNextPage}
            onClick={() => void rooms.fetchNextPage()}
          >
            {rooms.isFetchNextPageError ? '다시 불러오기' : '더 보기'}
          </Button>
        </div>
      ) : null}
    </ScreenBody>
  );
}
