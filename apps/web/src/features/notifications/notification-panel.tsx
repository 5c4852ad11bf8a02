import { friendMessages, type Friend, type Notification } from '@hanpan/core';
import { formatRelativeTime } from '@hanpan/core/time';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useReceivedRequests, BELL_ANSWER_FAILURES, useFriendRequestAnswers } from '@/features/friends';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { BottomSheet } from '@/ui/bottom-sheet';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import {
  BellIcon,
  ChatIcon,
  CheckCircleIcon,
  FileTextIcon,
  StopwatchIcon,
  TrophyIcon,
  UserIcon,
} from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { LoadFailed } from '@/ui/load-failed';
import { AvatarRowsSkeleton } from '@/ui/skeleton';
import { useClearNotifications, useMarkNotificationRead, useNotifications } from './notifications.api';

/** Spec §8, quoted as written. */
export const CLEAR_FAILED = '알림 삭제에 실패했습니다.';
export const EMPTY_TITLE = '알림이 없습니다.';

/** The bell's panel (spec §2 "Global overlays"): friend requests to answer, then notifications. */
export function NotificationPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="알림" data-testid="notification-sheet">
      <PanelBody open={open} onClose={() => onOpenChange(false)} />
    </BottomSheet>
  );
}

function PanelBody({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const notifications = useNotifications(open);
  // The friends feature's list and answers: the profile's 받은 요청 and the bell share the cache,
  // and an answered row stays with its outcome for spec §9's 2 s / 1.5 s (bell wording, §8).
  const requests = useReceivedRequests(open);
  const [answerFailure, setAnswerFailure] = useState<string | null>(null);
  const answers = useFriendRequestAnswers(BELL_ANSWER_FAILURES, setAnswerFailure);
  const clear = useClearNotifications();
  const markRead = useMarkNotificationRead();

  /**
   * In-app paths only: a notification never sends the player off the app. The open sheet's history
   * entry (ui/use-back-closes.ts) is replaced by the destination, so Back from there returns to
   * the screen under the sheet; closing first would pop that entry after the navigation.
   */
  const go = (url: string | null) => {
    if (!url || !url.startsWith('/') || url.startsWith('//')) return onClose();
    void router.navigate({ href: url, replace: true }).finally(onClose);
  };

  const openNotification = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification);
    go(notificationTarget(notification));
  };

  if (notifications.isPending || requests.isPending) return <PanelSkeleton />;
  if (notifications.isError) {
    return (
      <LoadFailed
        className="py-6"
        title="알림을 불러오지 못했어요"
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
      />
    );
  }

  const requestRows = answers.rows(requests.items);
  const hasRequests = requestRows.length > 0;
  const waiting = answers.unanswered(requests.items);
  const hasNotifications = notifications.items.length > 0;
  return (
    <div className="flex flex-col gap-5">
      {requests.isError ? (
        <LoadFailed
          inline
          title="친구 요청을 불러오지 못했어요."
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : null}
      {hasRequests ? (
        <Section title="친구 요청" count={waiting} more={requests.hasNextPage}>
          {answerFailure ? <InlineAlert className="mb-2">{answerFailure}</InlineAlert> : null}
          <FriendRequestList
            rows={requestRows}
            answers={answers}
            onAnswer={() => setAnswerFailure(null)}
            onOpenProfile={(id) => go(`/profile/${id}`)}
          />
          {requests.hasNextPage ? (
            <MoreButton loading={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()} />
          ) : null}
        </Section>
      ) : null}
      {hasNotifications ? (
        <Section
          title="알림"
          action={
            <Button
              size="sm"
              variant="ghost"
              className="-mr-3"
              loading={clear.isPending}
              onClick={() => clear.mutate()}
            >
              모두 지우기
            </Button>
          }
        >
          {clear.isError ? <InlineAlert className="mb-2">{CLEAR_FAILED}</InlineAlert> : null}
          <ul aria-label="알림 목록" className="-mx-2 flex flex-col gap-1">
            {notifications.items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={() => openNotification(notification)}
              />
            ))}
          </ul>
          {notifications.hasNextPage ? (
            <MoreButton
              loading={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            />
          ) : null}
        </Section>
      ) : null}
      {!hasRequests && !hasNotifications ? (
        <EmptyState
          icon={<BellIcon size={28} />}
          title={EMPTY_TITLE}
          description="새 소식이 생기면 여기에서 알려드릴게요."
          className="py-8"
        />
      ) : null}
    </div>
  );
}

function Section({
  title,
  count,
  more,
  action,
  children,
}: {
  title: string;
  count?: number;
  more?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col">
      <div className="flex min-h-touch items-center justify-between gap-2">
        <h3 className="text-body-sm font-semibold text-ink-muted">
          {title}
          {count ? <span className="ml-1 text-accent-600">{more ? `${count}+` : count}</span> : null}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function MoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button className="mt-2" variant="outline" size="sm" loading={loading} onClick={onClick}>
      더 보기
    </Button>
  );
}

/** The received requests with 수락 / 거절, or an answered row's outcome while it stays. */
function FriendRequestList({
  rows,
  answers,
  onAnswer,
  onOpenProfile,
}: {
  rows: Friend[];
  answers: ReturnType<typeof useFriendRequestAnswers>;
  /** Before each answer: the last failure's message goes. */
  onAnswer: () => void;
  onOpenProfile: (id: number) => void;
}) {
  return (
    <ul aria-label="받은 친구 요청" className="flex flex-col">
      {rows.map((request, index) => {
        const outcome = answers.outcomeOf(request.id);
        const busy = answers.isAnswering(request.id);
        return (
          <li key={request.id} className="flex min-h-16 items-center gap-3 py-1.5">
            <button
              type="button"
              className="focus-ring flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left"
              onClick={() => onOpenProfile(request.id)}
            >
              <Avatar src={request.avatar} name={request.nickname} size={44} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-body font-semibold text-ink">{request.nickname}</span>
                <span className="truncate text-label text-ink-subtle">
                  {request.username ? `@${request.username}` : '친구 요청을 보냈어요'}
                </span>
              </span>
            </button>
            {outcome ? (
              <span
                role="status"
                className="flex shrink-0 items-center gap-1 text-body-sm font-semibold text-ink-muted"
              >
                {outcome === 'accepted' ? (
                  <>
                    <CheckCircleIcon size={18} className="text-accent-500" />
                    {friendMessages.accepted}
                  </>
                ) : (
                  friendMessages.rejected
                )}
              </span>
            ) : (
              <span className="flex shrink-0 gap-1.5">
                <Button
                  size="sm"
                  aria-label={shownTextFirst('수락', `${request.nickname}님의 친구 요청`)}
                  disabled={busy}
                  onClick={() => {
                    onAnswer();
                    answers.accept(request, index);
                  }}
                >
                  수락
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={shownTextFirst('거절', `${request.nickname}님의 친구 요청`)}
                  disabled={busy}
                  onClick={() => {
                    onAnswer();
                    answers.reject(request, index);
                  }}
                >
                  거절
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const TYPE_ICONS: Record<string, ReactNode> = {
  FRIEND: <UserIcon size={20} />,
  INBOX: <ChatIcon size={20} />,
  GAME_COMMENT: <ChatIcon size={20} />,
  COMMENT_REPLY: <ChatIcon size={20} />,
  GAME_START: <StopwatchIcon size={20} />,
  GAME_END: <TrophyIcon size={20} />,
  MY_GAME: <TrophyIcon size={20} />,
  RULE: <FileTextIcon size={20} />,
};

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = !notification.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'focus-ring flex w-full items-start gap-3 rounded-lg px-2 py-3 text-left transition-colors hover:bg-fill active:bg-fill-strong',
          unread && 'bg-accent-50/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-accent-100 text-accent-600' : 'bg-fill text-ink-subtle',
          )}
        >
          {TYPE_ICONS[notification.type] ?? <BellIcon size={20} />}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-body',
                unread ? 'font-semibold text-ink' : 'text-ink-muted',
              )}
            >
              {notification.title}
            </span>
            <time dateTime={notification.createdAt} className="shrink-0 text-label text-ink-subtle">
              {formatRelativeTime(notification.createdAt)}
            </time>
          </span>
          <span className="line-clamp-2 break-words text-body-sm text-ink-muted">{notification.message}</span>
        </span>
        {unread ? (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-badge">
            <span className="sr-only">읽지 않음</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}

function PanelSkeleton() {
  return <AvatarRowsSkeleton label="알림을 불러오는 중" layout="message" />;
}

/**
 * Where a notification leads: its url, except that GAME_START opens the game's play screen (issue
 * 18) also when it was stored with the older `/game?id=` target.
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'url'>): string | null {
  if (notification.type !== 'GAME_START' || !notification.url) return notification.url;
  const id = /^\/game\?id=([1-9]\d{0,14})$/.exec(notification.url)?.[1];
  return id ? `/games/${id}/play` : notification.url;
}
