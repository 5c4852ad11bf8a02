import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TagTone = 'accent' | 'neutral' | 'success' | 'danger' | 'warning';

const tones: Record<TagTone, string> = {
  accent: 'bg-accent-50 text-accent-700',
  neutral: 'bg-fill text-ink-muted',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
};

/** A small status label (관리자, 진행 중, 승인됨 …). */
export function Tag({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: TagTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-sm px-1.5 py-0.5 text-caption font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
