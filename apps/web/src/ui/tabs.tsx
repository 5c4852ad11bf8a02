import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs over one panel (WAI-ARIA tabs pattern): a tablist whose arrow keys, Home and End move and
 * select, the selected tab alone in the Tab order; the panel is labelled by its tab. Switching
 * is the caller's (`onChange`), so the choice can live in the address.
 */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  children,
  className,
}: {
  label: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const tabId = (option: T) => `${id}-tab-${option}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : options[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div className={cn('flex flex-col', className)}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex border-b border-line">
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <button
              key={option.value}
              id={tabId(option.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(option.value)}
              className={cn(
                'focus-ring relative min-h-touch flex-1 px-2 text-body-sm font-semibold transition-colors',
                selected ? 'text-ink' : 'text-ink-subtle hover:text-ink-muted',
              )}
            >
              {option.label}
              {selected ? (
                <span
                  aria-hidden="true"
                  className="absolute inset-x-3 -bottom-px h-0.5 rounded-full bg-ink"
                />
              ) : null}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="pt-4">
        {children}
      </div>
    </div>
  );
}
