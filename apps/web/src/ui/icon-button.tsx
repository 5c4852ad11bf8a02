import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name (Korean), required because the button shows only an icon. */
  label: string;
  icon: ReactNode;
  /** A small count bubble (e.g. unread notifications); hidden at 0, capped at 9+ (spec §9). */
  badge?: number;
  tone?: 'default' | 'inverse';
  ref?: Ref<HTMLButtonElement>;
}

export function formatBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export const iconButtonClasses = (tone: 'default' | 'inverse' = 'default') =>
  cn(
    'focus-ring relative inline-flex size-touch shrink-0 items-center justify-center rounded-full transition-colors',
    tone === 'default' ? 'text-ink hover:bg-fill active:bg-fill-strong' : 'text-white hover:bg-white/15',
    'disabled:text-ink-disabled disabled:pointer-events-none',
  );

export function IconButton({
  label,
  icon,
  badge,
  tone,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={cn(iconButtonClasses(tone), className)} {...props}>
      {icon}
      <Badge count={badge} />
    </button>
  );
}

export function Badge({ count }: { count?: number }) {
  if (!count || count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-1 top-1 min-w-4.5 rounded-full bg-badge px-1 text-center text-[0.625rem] font-bold leading-4.5 text-white ring-2 ring-surface"
    >
      {formatBadge(count)}
    </span>
  );
}
