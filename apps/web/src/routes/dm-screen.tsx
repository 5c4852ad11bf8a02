import { DmRoomList } from '@/features/chat';

/** The DM list (/dm, spec §2): the chat feature's rooms. */
export function DmScreen() {
  return <DmRoomList />;
}
