import { useId } from 'react';
import { cn } from '@/lib/cn';
import { fieldInputClasses, FieldMessages } from '@/ui/text-field';
import { digitsOnly } from '../score-time';

/**
 * A whole-number field with its unit after it ('분', '초', '점'): the phone's number pad
 * (inputMode numeric), 16 px text so iOS does not zoom, digits only.
 */
export function NumberField({
  label,
  value,
  unit,
  onChange,
  error,
  maxDigits = 4,
  hideLabel = false,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  unit: string;
  onChange: (value: string) => void;
  error?: string;
  maxDigits?: number;
  hideLabel?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-label font-semibold text-ink-muted', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="next"
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(digitsOnly(event.target.value, maxDigits))}
          className={cn('h-13 min-w-0 flex-1 text-right tabular-nums', fieldInputClasses(Boolean(error)))}
        />
        <span className="shrink-0 text-body text-ink-muted" aria-hidden="true">
          {unit}
        </span>
      </div>
      <FieldMessages errorId={errorId} error={error} />
    </div>
  );
}
