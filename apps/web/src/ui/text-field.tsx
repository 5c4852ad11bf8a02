import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red; also marks the input invalid for screen readers. */
  error?: string | null;
  hint?: string;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  revealable = false,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-label font-semibold text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'block h-13 w-full rounded-md border bg-fill px-4 text-body text-ink outline-none transition-colors',
            'placeholder:text-ink-disabled focus:border-accent-500 focus:bg-surface focus:ring-3 focus:ring-accent-100',
            error ? 'border-danger bg-danger-soft/40' : 'border-transparent',
            revealable && 'pr-13',
          )}
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
      {error ? (
        <p id={errorId} className="text-label font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-label text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
