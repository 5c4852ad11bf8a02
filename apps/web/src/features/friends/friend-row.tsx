import type { Friend } from '@hanpan/core';
import type { ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';
import { Avatar } from '@/ui/avatar';

/**
 * One player in a friends, requests or search list: avatar, nickname, @username, intro; the card
 * opens their profile. `trailing` holds the row's buttons (수락/거절, 요청 취소) or its outcome.
 */
export function FriendRow({ friend, trailing }: { friend: Friend; trailing?: ReactNode }) {
  const intro = friend.intro?.trim();
  return (
    <li className="flex min-h-16 items-center gap-2">
      {/* replace: the dialog's own history entry becomes the profile, so back returns here. */}
      <AppLink
        to={`/profile/${friend.id}`}
        replace
        className="focus-ring -ml-2 flex min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-fill"
      >
        <Avatar src={friend.avatar} name={friend.nickname} size={44} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-body font-semibold text-ink">{friend.nickname}</span>
          {friend.username ? (
            <span className="truncate text-label text-ink-subtle">@{friend.username}</span>
          ) : null}
          {intro ? <span className="line-clamp-1 text-label text-ink-muted">{intro}</span> : null}
        </span>
      </AppLink>
      {trailing ? <div className="flex shrink-0 items-center gap-1.5">{trailing}</div> : null}
    </li>
  );
}

/** Three rows' worth of placeholders, the height of the loaded list's first rows. */
export function FriendRowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex flex-col gap-3 py-1">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" className="flex items-center gap-3 py-1">
          <div className="size-11 shrink-0 animate-shimmer rounded-full bg-fill-strong" />
          <div className="flex flex-1 flex-col gap-1.5">
            <div className="h-4 w-24 animate-shimmer rounded-md bg-fill-strong" />
            <div className="h-3 w-16 animate-shimmer rounded-md bg-fill-strong" />
          </div>
        </div>
      ))}
    </div>
  );
}
