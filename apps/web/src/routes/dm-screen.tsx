import { EmptyState } from '@/ui/empty-state';
import { ChatIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

/** DM list (/dm, spec §2). Rooms arrive with the chat work; until then the empty state. */
export function DmScreen() {
  return (
    <ScreenBody withTabs centered>
      <EmptyState
        icon={<ChatIcon size={30} />}
        title="아직 대화방이 없어요"
        description="경기 상대와 메시지를 주고받으면 여기에 대화방이 생겨요."
      />
    </ScreenBody>
  );
}
