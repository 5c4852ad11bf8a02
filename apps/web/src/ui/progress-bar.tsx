import { cn } from '@/lib/cn';

interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
  /** What a screen reader says, e.g. '10단계 중 3단계'. */
  valueText?: string;
  className?: string;
}

/** A thin accent bar (role=progressbar). */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-1 w-full overflow-hidden rounded-full bg-fill', className)}
    >
      <div
        className="h-full rounded-full bg-accent-500 transition-[width] duration-300 ease-out"
        style={{ width: `${Math.max(ratio * 100, 4)}%` }}
      />
    </div>
  );
}
