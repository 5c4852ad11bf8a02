import { useState } from 'react';
import { Dialog } from '@/ui/dialog';
import { Tabs } from '@/ui/tabs';
import { FriendsList, ReceivedRequestsList, SentRequestsList } from './friend-lists';

export type FriendsView = 'friends' | 'sent' | 'received';

const OWN_VIEWS = [
  { value: 'friends', label: '친구' },
  { value: 'sent', label: '보낸 요청' },
  { value: 'received', label: '받은 요청' },
] as const;

/**
 * The friends / requested / received modals (spec §2 Profile). On my own profile they are three
 * tabs of one dialog; on someone else's only their friends (spec §6: requests are mine alone).
 */
export function FriendsDialog({
  open,
  onOpenChange,
  userId,
  own,
  nickname,
  view: initialView = 'friends',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 0 for my own. */
  userId: number;
  own: boolean;
  nickname: string;
  view?: FriendsView;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={own ? '친구' : `${nickname}님의 친구`}>
      {open ? own ? <OwnViews initialView={initialView} /> : <FriendsList userId={userId} /> : null}
    </Dialog>
  );
}

function OwnViews({ initialView }: { initialView: FriendsView }) {
  const [view, setView] = useState<FriendsView>(initialView);
  return (
    <Tabs label="친구 목록 보기" options={OWN_VIEWS} value={view} onChange={setView}>
      {view === 'friends' ? (
        <FriendsList userId={0} />
      ) : view === 'sent' ? (
        <SentRequestsList />
      ) : (
        <ReceivedRequestsList />
      )}
    </Tabs>
  );
}
