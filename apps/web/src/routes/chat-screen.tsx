import { useParams } from '@tanstack/react-router';
import { ChatRoom, parseTargetId } from '@/features/chat';

/** Chat with one player (/chat/{targetUserId}, spec §2): the chat feature's room with them. */
export function ChatScreen() {
  const { targetUserId } = useParams({ from: '/plain/chat/$targetUserId' });
  return <ChatRoom targetUserId={parseTargetId(targetUserId)} />;
}
