import type { DmRoomListItem } from '@hanpan/core';
import { formatDmRelativeTime } from '@hanpan/core/time';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';

/** Past this the badge reads '99+': the exact number stops mattering, the width does. */
const UNREAD_SHOWN_MAX = 99;

/**
 * One DM room (spec §2 DM list): the partner's picture and name, the last line or '아직 메시지가
 * 없어요', its time in the DM variant of relative time (§9), and how many lines wait unread.
 */
export function DmRoomRow({ room, now }: { room: DmRoomListItem; now: Date }) {
  const unread = room.unreadCount;
  const time = room.lastMessageTimestamp ? formatDmRelativeTime(room.lastMessageTimestamp, now) : '';
  const unreadLabel =
    unread > 0
      ? `, 읽지 않은 메시지 ${unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}개 이상` : `${unread}개`}`
      : '';
  const detailsId = useId();
  return (
    <Link
      to="/chat/$targetUserId"
      params={{ targetUserId: String(room.targetUserId) }}
      // WCAG 2.5.3: the name starts with the shown nickname; the time and last line are its description.
      aria-label={`${room.targetUserNickname}님과의 대화${unreadLabel}`}
      aria-describedby={detailsId}
      className="focus-ring -mx-3 flex min-h-18 items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-fill active:bg-fill-strong"
    >
      <Avatar src={room.targetUserProfileUrl} name={room.targetUserNickname} size={52} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-body font-semibold text-ink">
            {room.targetUserNickname}
          </span>
          {time ? (
            <span aria-hidden="true" className="shrink-0 text-caption text-ink-subtle">
              {time}
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <span
            id={detailsId}
            aria-hidden="true"
            className={cn(
              'min-w-0 flex-1 truncate text-body-sm',
              room.lastMessageContent === null
                ? 'text-ink-subtle'
                : unread > 0
                  ? 'text-ink'
                  : 'text-ink-muted',
            )}
          >
            {room.lastMessageContent ?? '아직 메시지가 없어요'}
          </span>
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="shrink-0 rounded-full bg-badge px-1.5 text-center text-caption font-bold leading-5 text-white min-w-5"
            >
              {unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : unread}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
