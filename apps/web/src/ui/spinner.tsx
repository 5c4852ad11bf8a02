import { cn } from '@/lib/cn';

interface SpinnerProps {
  size?: number;
  className?: string;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

export function Spinner({ size = 20, className, label }: SpinnerProps) {
  const svg = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole region that is loading. */
export function LoadingBlock({ label = '불러오는 중' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-accent-500">
      <Spinner size={28} label={label} />
    </div>
  );
}
