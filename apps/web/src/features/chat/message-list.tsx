import type { StoredChatMessage } from '@hanpan/core';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { AlertIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { RetryIcon } from './chat-icons';
import { chatClock, chatDay, chatDayLabel, chatMinute } from './chat-time';
import type { PendingLine } from './use-chat-room';

interface MessageListProps {
  lines: StoredChatMessage[];
  pending: PendingLine[];
  partner: { id: number; nickname: string; profileUrl: string | null };
  /** The partner's read position: my lines up to it show '읽음'. */
  partnerLastRead: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** Shown when there are no lines at all. */
  empty: ReactNode;
}

/** Within this distance of the bottom the list follows new lines; further up it stays put. */
const FOLLOW_PX = 120;

/**
 * The conversation: lines grouped under their Seoul date, mine on the right, the partner's on the
 * left with their picture at the start of each run; one time per run and minute. Opens at the
 * newest line, follows new ones while the reader is at the bottom (always for my own), and loads
 * older pages when the top comes into view without moving what is on screen.
 */
export function MessageList(props: MessageListProps) {
  const { lines, pending, partner, partnerLastRead, hasOlder, loadingOlder, olderFailed, loadOlder } = props;
  const scroller = useRef<HTMLDivElement | null>(null);
  const top = useRef<HTMLDivElement | null>(null);
  const fromBottom = useRef<number | null>(null);
  const wasAtBottom = useRef(true);
  const firstId = lines[0]?.id;
  const lastKey = pending.at(-1)?.key ?? lines.at(-1)?.id;
  const lastIsMine = pending.length > 0 || (lines.length > 0 && lines.at(-1)!.senderId !== partner.id);

  // Where the reader is, kept on every scroll: what the effects below restore or follow.
  const onScroll = () => {
    const list = scroller.current;
    if (!list) return;
    fromBottom.current = list.scrollHeight - list.scrollTop;
    wasAtBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_PX;
  };
  let myLastIndex = -1;
  lines.forEach((line, index) => {
    if (line.senderId !== partner.id) myLastIndex = index;
  });

  // Older lines were put above: keep the same lines on screen.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list || fromBottom.current === null) return;
    list.scrollTop = list.scrollHeight - fromBottom.current;
  }, [firstId]);

  // A new line at the bottom: follow it when the reader was there, or when I wrote it.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    if (wasAtBottom.current || lastIsMine) list.scrollTop = list.scrollHeight;
  }, [lastKey, lastIsMine]);

  // The top in view loads the previous page (also reachable by the button for keyboards).
  const latestLoad = useRef(loadOlder);
  useEffect(() => {
    latestLoad.current = loadOlder;
  });
  const armed = hasOlder && !loadingOlder && !olderFailed;
  useEffect(() => {
    const sentinel = top.current;
    const root = scroller.current;
    if (!sentinel || !root || !armed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoad.current();
      },
      { root, rootMargin: '300px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [armed]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-gutter pb-3"
    >
      <div ref={top} aria-hidden="true" className="h-px shrink-0" />
      {hasOlder ? (
        <div className="flex justify-center py-3">
          {loadingOlder ? (
            <Spinner size={22} label="이전 메시지를 불러오는 중" className="text-accent-500" />
          ) : (
            <button
              type="button"
              onClick={loadOlder}
              className="focus-ring rounded-full px-3 py-1.5 text-label font-medium text-ink-subtle hover:bg-fill"
            >
              {olderFailed ? '이전 메시지를 불러오지 못했어요. 다시 시도' : '이전 메시지 보기'}
            </button>
          )}
        </div>
      ) : null}
      {lines.length === 0 && pending.length === 0 ? (
        <div className="flex flex-1 items-center justify-center">{props.empty}</div>
      ) : (
        <ol aria-label="메시지" className="mt-auto flex flex-col">
          {lines.map((line, index) => {
            const previous = lines[index - 1];
            const next = lines[index + 1];
            const newDay = !previous || chatDay(previous.timestamp) !== chatDay(line.timestamp);
            const mine = line.senderId !== partner.id;
            const startsRun = newDay || previous?.senderId !== line.senderId;
            const endsRun =
              !next ||
              next.senderId !== line.senderId ||
              chatMinute(next.timestamp) !== chatMinute(line.timestamp) ||
              chatDay(next.timestamp) !== chatDay(line.timestamp);
            return (
              <Fragment key={line.id}>
                {newDay ? <DayHeading timestamp={line.timestamp} /> : null}
                <li
                  className={cn('flex', startsRun ? 'mt-3' : 'mt-1', mine ? 'justify-end' : 'justify-start')}
                >
                  {mine ? (
                    <MyBubble
                      content={line.content}
                      time={endsRun ? chatClock(line.timestamp) : null}
                      read={index === myLastIndex && partnerLastRead !== null && partnerLastRead >= line.id}
                    />
                  ) : (
                    <TheirBubble
                      content={line.content}
                      time={endsRun ? chatClock(line.timestamp) : null}
                      partner={startsRun ? partner : null}
                    />
                  )}
                </li>
              </Fragment>
            );
          })}
          {pending.map((line) => (
            <li key={line.key} className="mt-1 flex justify-end">
              <PendingBubble line={line} onRetry={props.onRetry} onDiscard={props.onDiscard} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function DayHeading({ timestamp }: { timestamp: string }) {
  return (
    <li className="mt-5 mb-1 flex justify-center first:mt-2">
      <span className="rounded-full bg-fill px-3 py-1 text-caption font-medium text-ink-subtle">
        {chatDayLabel(timestamp)}
      </span>
    </li>
  );
}

const bubbleText = 'whitespace-pre-wrap break-words [overflow-wrap:anywhere] text-body';

function MyBubble({ content, time, read }: { content: string; time: string | null; read: boolean }) {
  return (
    <div className="flex max-w-[80%] items-end gap-1.5">
      <Meta time={time} extra={read ? '읽음' : null} align="end" />
      <p className={cn(bubbleText, 'rounded-2xl rounded-br-md bg-accent-500 px-3.5 py-2 text-white')}>
        {content}
      </p>
    </div>
  );
}

function TheirBubble({
  content,
  time,
  partner,
}: {
  content: string;
  time: string | null;
  partner: { nickname: string; profileUrl: string | null } | null;
}) {
  return (
    <div className="flex max-w-[85%] items-start gap-2">
      <div className="w-9 shrink-0">
        {partner ? <Avatar src={partner.profileUrl} name={partner.nickname} size={36} /> : null}
      </div>
      <div className="flex min-w-0 flex-col">
        {partner ? <span className="mb-1 text-label text-ink-muted">{partner.nickname}</span> : null}
        <div className="flex items-end gap-1.5">
          <p className={cn(bubbleText, 'rounded-2xl rounded-tl-md bg-fill px-3.5 py-2 text-ink')}>
            {content}
          </p>
          <Meta time={time} extra={null} align="start" />
        </div>
      </div>
    </div>
  );
}

function Meta({ time, extra, align }: { time: string | null; extra: string | null; align: 'start' | 'end' }) {
  if (!time && !extra) return null;
  return (
    <span
      className={cn(
        'flex shrink-0 flex-col pb-0.5 text-caption text-ink-subtle',
        align === 'end' ? 'items-end' : 'items-start',
      )}
    >
      {extra ? <span className="font-medium text-accent-600">{extra}</span> : null}
      {time ? <span className="whitespace-nowrap">{time}</span> : null}
    </span>
  );
}

function PendingBubble({
  line,
  onRetry,
  onDiscard,
}: {
  line: PendingLine;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const failed = line.status === 'failed';
  return (
    <div className="flex max-w-[80%] flex-col items-end gap-1">
      <div className="flex items-end gap-1.5">
        {failed ? (
          <AlertIcon size={18} className="mb-2 shrink-0 text-danger" />
        ) : (
          <Spinner size={14} label="보내는 중" className="mb-2 shrink-0 text-ink-subtle" />
        )}
        <p
          className={cn(
            bubbleText,
            'rounded-2xl rounded-br-md px-3.5 py-2',
            failed ? 'bg-danger-soft text-ink' : 'bg-accent-500/70 text-white',
          )}
        >
          {line.content}
        </p>
      </div>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-x-2 text-caption">
          {/* Both actions are 44 px touch targets (issue 16 §24); negative margins keep the row low. */}
          <span className="text-danger">{line.error ?? '보내지 못했어요.'}</span>
          <button
            type="button"
            onClick={() => onRetry(line.key)}
            className="focus-ring -my-1.5 inline-flex min-h-touch items-center gap-1 rounded-full px-2 font-semibold text-accent-600 hover:bg-fill"
          >
            <RetryIcon size={14} />
            다시 보내기
          </button>
          <button
            type="button"
            onClick={() => onDiscard(line.key)}
            className="focus-ring -my-1.5 min-h-touch min-w-touch rounded-full px-2 font-medium text-ink-subtle hover:bg-fill"
          >
            삭제
          </button>
        </div>
      ) : null}
    </div>
  );
}
