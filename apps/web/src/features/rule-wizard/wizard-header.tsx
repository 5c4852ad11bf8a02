import { IconButton } from '@/ui/icon-button';
import { ChevronLeftIcon } from '@/ui/icons';
import { ProgressBar } from '@/ui/progress-bar';

/** The wizard's top bar: back, its name, '처음부터', and the progress through the input steps. */
export function WizardHeader({
  title,
  position,
  count,
  backLabel,
  onBack,
  onStartOver,
}: {
  title: string;
  /** 0-based place among the `count` input steps (count after the last one). */
  position: number;
  count: number;
  /** Null: no way back (while submitting, and after). */
  backLabel: string | null;
  onBack: () => void;
  onStartOver: (() => void) | null;
}) {
  const done = position >= count;
  return (
    <header className="sticky top-0 z-30 bg-surface pt-safe">
      <div className="flex h-appbar items-center gap-1 px-1.5">
        {backLabel ? (
          <IconButton label={backLabel} icon={<ChevronLeftIcon size={26} />} onClick={onBack} />
        ) : (
          <span className="size-touch shrink-0" aria-hidden="true" />
        )}
        <p className="min-w-0 flex-1 truncate text-title-sm text-ink">{title}</p>
        {!done ? (
          <span className="px-1 text-label font-semibold tabular-nums text-ink-subtle" aria-hidden="true">
            {position + 1} / {count}
          </span>
        ) : null}
        {onStartOver ? (
          <button
            type="button"
            onClick={onStartOver}
            className="focus-ring min-h-touch rounded-md px-2.5 text-body-sm font-semibold text-ink-muted hover:bg-fill"
          >
            처음부터
          </button>
        ) : null}
      </div>
      <ProgressBar
        value={Math.min(position + 1, count)}
        max={count}
        label={`${title} 진행 단계`}
        valueText={done ? '모든 단계를 마쳤어요' : `전체 ${count}단계 중 ${position + 1}단계`}
        className="rounded-none"
      />
    </header>
  );
}
