import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertIcon, InfoIcon } from './icons';

/** A message box inside a screen or dialog: errors are announced at once (role=alert). */
export function InlineAlert({
  children,
  tone = 'danger',
  action,
  className,
}: {
  children: ReactNode;
  tone?: 'danger' | 'info';
  /** A small button on the right, e.g. 닫기 or 다시 시도. */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md px-3.5 py-3 text-body-sm font-medium',
        tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-accent-50 text-accent-800',
        className,
      )}
    >
      {tone === 'danger' ? (
        <AlertIcon size={20} className="mt-px shrink-0" />
      ) : (
        <InfoIcon size={20} className="mt-px shrink-0" />
      )}
      <div className="min-w-0 flex-1 self-center">{children}</div>
      {action}
    </div>
  );
}
