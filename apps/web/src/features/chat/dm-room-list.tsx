import { chatMessages, dmUserQueue } from '@hanpan/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/lib/use-topic';
import { EmptyState } from '@/ui/empty-state';
import { ChatIcon } from '@/ui/icons';
import { PagedList } from '@/ui/paged-list';
import { ScreenBody } from '@/ui/safe-area';
import { LoadingBlock } from '@/ui/spinner';
import { chatKeys, useDmRooms } from './chat.api';
import { DmRoomRow } from './dm-room-row';
import { useNow } from './use-now';

/**
 * The DM list (/dm, spec §2), the whole screen body: a spinner, then the rooms with the latest line first, or the empty
 * state. A new line in any of my rooms (`/user/queue/dm`) reloads it, so it never needs polling.
 */
export function DmRoomList() {
  const rooms = useDmRooms();
  const tick = useNow();
  // Times are measured from the later of the minute tick and the list's arrival, never before it.
  const now = rooms.dataUpdatedAt > tick.getTime() ? new Date(rooms.dataUpdatedAt) : tick;
  const queryClient = useQueryClient();
  useTopic(dmUserQueue, {}, (event) => {
    if (event.type === 'MESSAGE') void queryClient.invalidateQueries({ queryKey: chatKeys.dmRooms() });
  });
  return (
    <ScreenBody withTabs centered={rooms.isPending || rooms.items.length === 0}>
      <PagedList
        list={rooms}
        label="대화방"
        loading={<LoadingBlock label="메시지 목록을 불러오는 중" />}
        errorTitle={chatMessages.dmListFailed}
        empty={
          <EmptyState
            icon={<ChatIcon size={30} />}
            title={chatMessages.noRooms}
            description="상대의 프로필이나 경기 카드에서 메시지를 보내면 여기에 대화방이 생겨요."
          />
        }
        loadOnScroll
        listClassName="flex flex-col pt-1"
        renderItem={(room) => (
          <li key={room.roomId}>
            <DmRoomRow room={room} now={now} />
          </li>
        )}
      />
    </ScreenBody>
  );
}
