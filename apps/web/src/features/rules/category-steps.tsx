import { useEffect, useRef } from 'react';
import { ChevronRightIcon } from '@/ui/icons';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { RuleCategoryPicture, RuleMajorPicture } from './rule-category-picture';
import { useRuleCategories, useRuleMinors } from './rules.api';

// Two tiles a row leave ~95 px for a name at 390 px: words stay whole unless one alone is wider
// ('아이스브레이킹'), which then breaks where it must.
const tileLabel = 'min-w-0 flex-1 break-keep text-body font-semibold text-ink wrap-anywhere';

const tileClasses =
  'focus-ring flex min-h-16 w-full items-center gap-2.5 rounded-2xl border border-line bg-surface px-3 py-3 text-left ' +
  'shadow-card transition-colors hover:bg-fill active:bg-fill-strong';

/** Step 1 of /rules: the major categories. */
export function MajorStep({ onPick }: { onPick: (major: string) => void }) {
  const majors = useRuleCategories();
  if (majors.isPending) return <TileSkeleton label="카테고리를 불러오는 중" />;
  if (majors.isError) {
    return (
      <LoadFailed
        title="카테고리를 불러오지 못했어요"
        error={majors.error}
        onRetry={() => void majors.refetch()}
      />
    );
  }
  return (
    <ul aria-label="카테고리" className="grid grid-cols-2 gap-3">
      {majors.data.map((major) => (
        <li key={major}>
          <button type="button" className={tileClasses} onClick={() => onPick(major)}>
            <RuleMajorPicture major={major} size="sm" />
            <span className={tileLabel}>{major}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Step 2 of /rules: the minor categories of the chosen major. */
export function MinorStep({ major, onPick }: { major: string; onPick: (minor: string) => void }) {
  const minors = useRuleMinors(major);
  if (minors.isPending) return <TileSkeleton label="세부 종목을 불러오는 중" />;
  if (minors.isError) {
    return (
      <LoadFailed
        title="세부 종목을 불러오지 못했어요"
        error={minors.error}
        onRetry={() => void minors.refetch()}
      />
    );
  }
  if (minors.data.length === 0) {
    return <p className="py-10 text-center text-body text-ink-subtle">이 카테고리에는 아직 종목이 없어요</p>;
  }
  return (
    <ul aria-label={`${major} 세부 종목`} className="grid grid-cols-2 gap-3">
      {minors.data.map((minor) => (
        <li key={minor}>
          <button type="button" className={tileClasses} onClick={() => onPick(minor)}>
            <RuleCategoryPicture minor={minor} major={major} size="sm" />
            <span className={tileLabel}>{minor}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function TileSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className="h-16 rounded-2xl" />
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** Where the player is: 전체 › major › minor; each earlier step is a button back to it. */
export function CategoryTrail({
  major,
  minor,
  onStepOut,
}: {
  major?: string;
  minor?: string;
  onStepOut: (to: 'all' | 'major') => void;
}) {
  // The tapped tile leaves with its step: focus moves to where the player now is (not on first show).
  const current = useRef<HTMLSpanElement>(null);
  const previous = useRef({ major, minor });
  useEffect(() => {
    if (previous.current.major !== major || previous.current.minor !== minor) current.current?.focus();
    previous.current = { major, minor };
  }, [major, minor]);

  const steps: { label: string; to?: 'all' | 'major' }[] = [
    { label: '전체', to: major ? 'all' : undefined },
    ...(major ? [{ label: major, to: minor ? ('major' as const) : undefined }] : []),
    ...(minor ? [{ label: minor }] : []),
  ];
  return (
    <nav aria-label="카테고리 위치">
      <ol className="flex flex-wrap items-center gap-0.5 text-body-sm">
        {steps.map(({ label, to }, index) => (
          <li key={label + index} className="flex items-center gap-0.5">
            {index > 0 ? <ChevronRightIcon size={16} className="text-ink-disabled" /> : null}
            {to ? (
              <button
                type="button"
                onClick={() => onStepOut(to)}
                className="focus-ring min-h-touch rounded-md px-1.5 font-medium text-accent-600 hover:bg-fill"
              >
                {label}
              </button>
            ) : (
              <span
                ref={current}
                tabIndex={-1}
                aria-current="location"
                className="rounded-md px-1.5 font-semibold text-ink outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
              >
                {label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
