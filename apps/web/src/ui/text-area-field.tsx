import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldInputClasses, FieldMessages } from './text-field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Right of the label, e.g. a <CharCounter>. */
  counter?: ReactNode;
  hideLabel?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  counter,
  hideLabel = false,
  className,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className={cn('text-label font-semibold text-ink-muted', hideLabel && 'sr-only')}>
          {label}
        </label>
        {counter}
      </div>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={cn('min-h-24 resize-none py-3 leading-relaxed', fieldInputClasses(Boolean(error)))}
        {...props}
      />
      <FieldMessages errorId={errorId} error={error} />
      {hintId ? (
        <p id={hintId} className="text-label text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
