import { chatMessages } from '@hanpan/core/contract';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ChallengeBanner } from '@/features/play-with-me-too';
import { isApiError } from '@/lib/api-client';
import type { ConnectionState } from '@/lib/stomp-client';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, ChatIcon, UserIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton } from '@/ui/skeleton';
import { LoadingBlock, Spinner } from '@/ui/spinner';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useChatRoom } from './use-chat-room';

/** A connection still not up this long after the screen opened is worth saying out loud. */
const FIRST_CONNECT_GRACE_MS = 2_000;

/**
 * Chat with one player (/chat/{targetUserId}, spec §2; null when the address names nobody): the
 * partner in the header (to their profile), the conversation grouped by date, the input row. A DM
 * with oneself is refused with the spec's alert, then back (spec §8).
 */
export function ChatRoom({ targetUserId: id }: { targetUserId: number | null }) {
  const chat = useChatRoom(id);
  const leave = useLeave();
  const [alertClosed, setAlertClosed] = useState(false);
  const { room, history } = chat;
  const selfDm = isApiError(room.error) && room.error.code === 'cannot_dm_self';

  const partner = room.data && {
    id: room.data.targetUserId,
    nickname: room.data.targetUserNickname,
    profileUrl: room.data.targetUserProfileUrl,
  };

  let body;
  if (id === null) body = <Unavailable title="사용자를 찾을 수 없어요" description="주소가 잘못되었어요." />;
  else if (selfDm)
    body = null; // the alert says it
  else if (room.isError && !selfDm)
    body = <RoomFailed error={room.error} onRetry={() => void room.refetch()} />;
  else if (!partner || history.isPending) body = <LoadingBlock label="대화를 불러오는 중" />;
  else if (history.isError && chat.lines.length === 0) {
    body = (
      <LoadFailed
        className="flex-1 justify-center"
        title="대화를 불러오지 못했어요"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  } else {
    body = (
      <MessageList
        lines={chat.lines}
        pending={chat.pending}
        partner={partner}
        partnerLastRead={chat.partnerLastRead}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        olderFailed={history.isFetchNextPageError}
        loadOlder={() => void history.fetchNextPage()}
        onRetry={chat.retry}
        onDiscard={chat.discard}
        empty={
          <EmptyState
            icon={<ChatIcon size={30} />}
            title="아직 메시지가 없어요"
            description={`${partner.nickname}님에게 먼저 인사를 건네 보세요.`}
          />
        }
      />
    );
  }

  return (
    <div className="flex h-dvh flex-col">
      <AppBar
        leading={<BackButton fallback="/dm" />}
        title={
          partner ? (
            <PartnerLink partner={partner} />
          ) : room.isPending && id !== null ? (
            <PartnerSkeleton />
          ) : (
            '메시지'
          )
        }
      />
      <ReconnectingBanner state={chat.connection} />
      {partner ? <ChallengeBanner otherUserId={partner.id} otherNickname={partner.nickname} /> : null}
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {body}
      </main>
      {partner ? <Composer onSend={chat.sendLine} disabled={chat.roomId === undefined} /> : null}
      <Dialog
        open={selfDm && !alertClosed}
        onOpenChange={(open) => {
          if (open) return;
          setAlertClosed(true);
          leave();
        }}
        kind="alert"
        title={isApiError(room.error) ? room.error.message : chatMessages.selfDm}
        footer={
          <Button
            fullWidth
            onClick={() => {
              setAlertClosed(true);
              leave();
            }}
          >
            확인
          </Button>
        }
      />
    </div>
  );
}

/**
 * Leaves the chat for where the player came from (or /dm), once the alert's own history entry is
 * gone (ui/use-back-closes.ts removes it with an asynchronous history.back()): leaving earlier
 * would take that entry for the previous page.
 */
function useLeave() {
  const router = useRouter();
  const leaving = useRef(false);
  return () => {
    if (leaving.current) return;
    leaving.current = true;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      window.removeEventListener('popstate', go);
      clearTimeout(timer);
      if (router.state.location.state.__TSR_index !== 0) router.history.back();
      else void router.navigate({ to: '/dm', replace: true });
    };
    window.addEventListener('popstate', go);
    const timer = setTimeout(go, 400);
  };
}

function PartnerLink({ partner }: { partner: { id: number; nickname: string; profileUrl: string | null } }) {
  return (
    <Link
      to="/profile/$userId"
      params={{ userId: String(partner.id) }}
      aria-label={`${partner.nickname} 프로필 보기`}
      className="focus-ring -ml-1 flex min-h-touch w-fit max-w-full items-center gap-2.5 rounded-lg pr-2"
    >
      <Avatar src={partner.profileUrl} name={partner.nickname} size={32} eager />
      <span className="min-w-0 truncate">{partner.nickname}</span>
    </Link>
  );
}

function PartnerSkeleton() {
  return (
    <span className="flex items-center gap-2.5" aria-label="상대를 불러오는 중">
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="h-5 w-24" />
    </span>
  );
}

/** Shown while the socket is down after it was up, or when the first connection is slow. */
function ReconnectingBanner({ state }: { state: ConnectionState }) {
  const [graceOver, setGraceOver] = useState(false);
  const [wasConnected, setWasConnected] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  // Adjusted while rendering (React's pattern for state derived from a prop's history).
  if (state === 'connected' && !wasConnected) setWasConnected(true);
  if (state === 'connected' || !(wasConnected || graceOver)) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-warning-soft px-gutter py-2 text-label font-medium text-warning"
    >
      <Spinner size={14} />
      연결이 끊겼어요. 다시 연결하는 중이에요…
    </div>
  );
}

function RoomFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return <Unavailable title="사용자를 찾을 수 없어요" description="탈퇴했거나 주소가 잘못되었어요." />;
  }
  if (isApiError(error) && error.status === 403) {
    return <Unavailable title={error.message} description="둘 중 한 명이 차단하면 대화할 수 없어요." alert />;
  }
  return (
    <LoadFailed
      className="flex-1 justify-center"
      title="대화방을 열지 못했어요"
      error={error}
      onRetry={onRetry}
    />
  );
}

function Unavailable({
  title,
  description,
  alert = false,
}: {
  title: string;
  description: string;
  alert?: boolean;
}) {
  return (
    <EmptyState
      className="flex-1 justify-center"
      icon={alert ? <AlertIcon size={30} /> : <UserIcon size={30} />}
      title={title}
      description={description}
      action={
        <Link to="/dm" className="focus-ring text-body-sm font-semibold text-accent-600">
          메시지 목록으로
        </Link>
      }
    />
  );
}
