import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CheckCircleIcon } from './icons';
import { FieldMessages } from './text-field';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  hideLegend?: boolean;
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
  /** 'cards': large stacked cards (onboarding); 'segmented': one row (forms); 'chips': wrapping pills. */
  layout?: 'cards' | 'segmented' | 'chips';
  className?: string;
}

const containerClasses = {
  cards: 'flex flex-col gap-3',
  segmented: 'grid auto-cols-fr grid-flow-col gap-2',
  chips: 'flex flex-wrap gap-2',
} as const;

const itemClasses = {
  cards: 'min-h-16 gap-3 rounded-lg border-2 px-5 text-title-sm',
  segmented: 'min-h-12 justify-center rounded-lg border-2 px-3 text-body',
  chips: 'min-h-touch justify-center rounded-full border px-4 text-body-sm',
} as const;

/** Native radio buttons drawn as cards or segments: arrow keys, Space and screen readers work. */
export function ChoiceGroup<T extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  error,
  layout = 'segmented',
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      aria-describedby={error ? errorId : undefined}
      // Radios carry no aria-invalid: the form helper focuses a data-invalid group's first radio.
      data-invalid={error ? '' : undefined}
    >
      <legend className={cn('mb-1.5 text-label font-semibold text-ink-muted', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className={containerClasses[layout]}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-center transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500',
                itemClasses[layout],
                checked
                  ? 'border-accent-500 bg-accent-50 font-semibold text-accent-700'
                  : 'border-line bg-surface text-ink hover:bg-fill',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
              <span className={layout === 'cards' ? 'flex-1' : undefined}>{option.label}</span>
              {layout === 'cards' && checked ? (
                <CheckCircleIcon size={24} className="text-accent-500" />
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldMessages errorId={errorId} error={error} />
    </fieldset>
  );
}
