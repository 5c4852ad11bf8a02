import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CheckIcon } from './icons';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name and the visible text. */
  children: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  name?: string;
}

/** A native checkbox drawn as a rounded square; the whole row is the touch target (≥ 44 px). */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  description,
  disabled,
  className,
  name,
}: CheckboxProps) {
  return (
    <label
      className={cn(
        'relative flex min-h-touch cursor-pointer items-start gap-3 rounded-md py-2.5',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onCheckedChange(event.target.checked)}
        // Transparent over the whole row: taps and automation hit the real checkbox.
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className={cn(
          'mt-px flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
          checked
            ? 'border-accent-500 bg-accent-500 text-white'
            : 'border-fill-strong bg-surface text-transparent',
        )}
      >
        <CheckIcon size={16} strokeWidth={3} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-body text-ink">{children}</span>
        {description ? <span className="mt-0.5 text-label text-ink-subtle">{description}</span> : null}
      </span>
    </label>
  );
}
