import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block while content loads; size it with className (h-4 w-24, rounded-full…). */
export function Skeleton({ className }: { className?: string }) {
  // Both radius utilities in one class list would leave the winner to CSS order: pick one.
  const rounded = className?.includes('rounded-') ? undefined : 'rounded-md';
  return <div aria-hidden="true" className={cn('animate-shimmer bg-fill-strong', rounded, className)} />;
}

/** Announces loading once for a group of skeletons. */
export function SkeletonGroup({ label = '불러오는 중', children }: { label?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * The two avatar-row layouts: `person`, a 44 px avatar centred beside a name and an @username (a
 * list of players); `message`, a 40 px avatar at the top of two lines of text (notifications).
 */
const avatarRowLayouts = {
  person: {
    list: 'flex flex-col gap-3 py-1',
    row: 'flex items-center gap-3',
    avatar: 'size-11 rounded-full',
    text: 'flex flex-col gap-1.5',
    lines: ['h-4 w-24', 'h-3 w-16'],
  },
  message: {
    list: 'flex flex-col gap-4 py-2',
    row: 'flex items-start gap-3',
    avatar: 'size-10 rounded-full',
    text: 'flex flex-1 flex-col gap-2',
    lines: ['h-4 w-32', 'h-4 w-52'],
  },
};

/** Four rows of an avatar beside text lines while a list loads, announced once as `label`. */
export function AvatarRowsSkeleton({
  label,
  layout,
}: {
  label: string;
  layout: keyof typeof avatarRowLayouts;
}) {
  const { list, row, avatar, text, lines } = avatarRowLayouts[layout];
  return (
    <SkeletonGroup label={label}>
      <div className={list}>
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={row}>
            <Skeleton className={avatar} />
            <div className={text}>
              {lines.map((line) => (
                <Skeleton key={line} className={line} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
