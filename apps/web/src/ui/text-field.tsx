import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  /** Shown under the field in red (role=alert); also marks the input invalid for screen readers. */
  error?: string | null;
  /** A positive result under the field (e.g. '사용 가능한 아이디예요.'), announced politely. */
  success?: string | null;
  hint?: string;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  /** Fixed text inside the field before the value, e.g. '@'. */
  prefix?: string;
  /** Right of the label, e.g. a <CharCounter>. */
  counter?: ReactNode;
  /** Hides the label visually (the screen's heading says it) but keeps it for screen readers. */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const fieldInputClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-md border px-4 text-body text-ink outline-none transition-colors',
    'placeholder:text-ink-disabled focus:border-accent-500 focus:bg-surface focus:ring-3 focus:ring-accent-100',
    'disabled:text-ink-subtle',
    invalid ? 'border-danger bg-danger-soft/40' : 'border-transparent bg-fill',
  );

export function TextField({
  label,
  error,
  success,
  hint,
  revealable = false,
  prefix,
  counter,
  hideLabel = false,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const successId = success && !error ? `${id}-success` : undefined;
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className={cn('flex items-end justify-between gap-2', hideLabel && !counter && 'sr-only')}>
        <label htmlFor={id} className={cn('text-label font-semibold text-ink-muted', hideLabel && 'sr-only')}>
          {label}
        </label>
        {counter}
      </div>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-body text-ink-subtle"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, successId, hintId].filter(Boolean).join(' ') || undefined}
          className={cn('h-13', fieldInputClasses(Boolean(error)), revealable && 'pr-13', prefix && 'pl-9')}
          {...props}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? '비밀번호 숨기기' : '비밀번호 보기'}
            aria-controls={id}
            className="focus-ring absolute right-1 top-1/2 flex size-touch -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:text-ink"
          >
            {revealed ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
          </button>
        ) : null}
      </div>
      <FieldMessages errorId={errorId} error={error} successId={successId} success={success} />
      {hint && !error ? (
        <p id={hintId} className="text-label text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The error (role=alert) or success (role=status) line under a field. */
export function FieldMessages({
  errorId,
  error,
  successId,
  success,
}: {
  errorId?: string;
  error?: string | null;
  successId?: string;
  success?: string | null;
}) {
  if (error) {
    return (
      <p id={errorId} role="alert" className="text-label font-medium text-danger">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p id={successId} role="status" className="text-label font-medium text-success">
        {success}
      </p>
    );
  }
  return null;
}
