import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'kakao' | 'black';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'focus-ring relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap font-semibold ' +
  'transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.98] ' +
  'disabled:pointer-events-none aria-busy:pointer-events-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-500 text-white hover:bg-accent-600 disabled:bg-accent-200',
  secondary: 'bg-accent-50 text-accent-700 hover:bg-accent-100 disabled:text-accent-300',
  outline: 'border border-line bg-surface text-ink hover:bg-fill disabled:text-ink-disabled',
  ghost: 'bg-transparent text-ink-muted hover:bg-fill disabled:text-ink-disabled',
  danger: 'bg-danger text-white hover:brightness-95 disabled:opacity-40',
  kakao: 'bg-kakao text-kakao-ink hover:brightness-[0.97] disabled:opacity-50',
  black: 'bg-apple text-white hover:bg-ink disabled:opacity-50',
};

// Every size keeps a touch target of at least 44 px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-touch rounded-md px-3.5 text-body-sm',
  md: 'min-h-12 rounded-lg px-4 text-body',
  lg: 'min-h-14 rounded-lg px-5 text-title-sm',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {},
): string {
  const { variant = 'primary', size = 'md', fullWidth = false } = options;
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and blocks repeated taps. */
  loading?: boolean;
  leadingIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  leadingIcon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size={20} />
        </span>
      ) : null}
      <span className={cn('inline-flex items-center gap-2', loading && 'invisible')}>
        {leadingIcon}
        {children}
      </span>
    </button>
  );
}
