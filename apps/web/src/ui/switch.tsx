import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name, e.g. '댓글 알림'. Use labelledBy instead when a visible title names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
}

/** An on/off switch (role=switch, aria-checked); 44 px touch target around a 28 px track. */
export function Switch({ checked, onCheckedChange, label, labelledBy, describedBy, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="focus-ring group inline-flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded-full disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-7 w-12 rounded-full transition-colors duration-150',
          checked ? 'bg-accent-500' : 'bg-fill-strong',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 top-0.5 size-6 rounded-full bg-white shadow-card transition-transform duration-150',
            checked && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
