import type { RuleRanking } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { Tag } from '@/ui/tag';

type Entry = RuleRanking['rankings'][number];

/** One place of a rule's ranking: rank, player (→ profile), rating (임시 while provisional) and games played. */
export function RankingRow({ entry, caption }: { entry: Entry; caption?: string }) {
  return (
    <Link
      to="/profile/$userId"
      params={{ userId: String(entry.userId) }}
      className={cn(
        'focus-ring flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 transition-colors hover:bg-fill',
        entry.isCurrentUser && !caption && 'bg-accent-50/70',
      )}
    >
      <span
        className={cn(
          'w-8 shrink-0 text-center text-title-sm tabular-nums',
          entry.rank <= 3 ? 'text-amber-600' : 'text-ink-muted',
        )}
      >
        {entry.rank}
        <span className="sr-only">위</span>
      </span>
      <Avatar src={entry.userAvatar} name={entry.userName} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="truncate text-body font-semibold text-ink">{entry.userName}</span>
          {entry.isCurrentUser ? <Tag tone="accent">{caption ?? '나'}</Tag> : null}
        </span>
        <span className="text-label text-ink-subtle">{entry.playCount.toLocaleString('ko-KR')}경기</span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block text-body font-semibold tabular-nums text-ink">
          {Math.round(entry.rating).toLocaleString('ko-KR')}
        </span>
        <span className="block text-caption text-ink-subtle">
          {entry.provisional ? (
            <>
              레이팅 <span title="경기 수가 적어 아직 바뀔 수 있는 레이팅이에요">(임시)</span>
            </>
          ) : (
            '레이팅'
          )}
        </span>
      </span>
    </Link>
  );
}
