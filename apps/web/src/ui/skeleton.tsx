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
