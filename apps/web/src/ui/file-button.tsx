import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

interface FileButtonProps {
  /** The accessible name of the file input (also the visible text unless children are given). */
  label: string;
  children?: ReactNode;
  accept?: string;
  /** Opens the camera at once on phones ('environment' = the back camera). */
  capture?: 'environment' | 'user';
  onFile: (file: File) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A button that opens the photo picker: a real <input type=file> (keyboard and screen readers
 * reach it, tests can set files on it) inside a label styled as a button.
 */
export function FileButton({
  label,
  children,
  accept = 'image/*',
  capture,
  onFile,
  variant = 'outline',
  size = 'md',
  fullWidth,
  disabled,
  className,
}: FileButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (file) onFile(file);
  };
  return (
    <label
      className={cn(
        buttonClasses({ variant, size, fullWidth }),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500',
        disabled && 'pointer-events-none opacity-50',
        className,
      )}
    >
      <input
        type="file"
        accept={accept}
        capture={capture}
        aria-label={label}
        disabled={disabled}
        onChange={onChange}
        className="sr-only"
      />
      <span aria-hidden="true" className="inline-flex items-center gap-2">
        {children ?? label}
      </span>
    </label>
  );
}
