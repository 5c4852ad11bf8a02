import type { Rule } from '@hanpan/core';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { cn } from '@/lib/cn';

/** '4.3' — one decimal, as rating stars are usually shown. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Average rating with its count, and how often the rule was played. */
export function RuleStats({
  rule,
  className,
}: {
  rule: Pick<Rule, 'averageRating' | 'ratingCount' | 'playCount'>;
  className?: string;
}) {
  return (
    <span className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-label text-ink-subtle', className)}>
      {rule.ratingCount > 0 ? (
        <span className="inline-flex items-center gap-1">
          <IconStarFilled size={14} className="text-amber-500" aria-hidden="true" focusable="false" />
          <span className="sr-only">평점</span>
          <span className="font-semibold text-ink-muted">{formatRating(rule.averageRating)}</span>
          <span>({rule.ratingCount.toLocaleString('ko-KR')}명)</span>
        </span>
      ) : (
        <span>아직 평가가 없어요</span>
      )}
      <span>{rule.playCount.toLocaleString('ko-KR')}번 플레이</span>
    </span>
  );
}
