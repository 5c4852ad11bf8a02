import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Buttons; leave out rather than offer an action that leads nowhere. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-5 flex size-16 items-center justify-center rounded-full bg-accent-50 text-accent-500"
        >
          {icon}
        </div>
      ) : null}
      <h2 className="text-title-sm text-ink">{title}</h2>
      {description ? <div className="mt-2 max-w-72 text-body-sm text-ink-subtle">{description}</div> : null}
      {action ? <div className="mt-6 flex w-full max-w-72 flex-col gap-2">{action}</div> : null}
    </div>
  );
}
