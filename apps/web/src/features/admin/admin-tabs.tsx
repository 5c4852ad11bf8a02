import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** Shown after the label; undefined while it loads. */
  count?: number;
}

/**
 * WAI-ARIA tabs (tablist, tab, tabpanel) as an underlined row: arrow keys, Home and End move and
 * select, only the selected tab is in the Tab order. The panel below is the selected tab's.
 */
export function AdminTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tab.value)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="sticky top-[calc(var(--spacing-appbar)+env(safe-area-inset-top,0px))] z-20 -mx-gutter flex border-b border-line bg-surface px-gutter"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={cn(
                'focus-ring relative flex min-h-12 flex-1 items-center justify-center gap-1 text-body font-semibold transition-colors',
                selected ? 'text-ink' : 'text-ink-subtle hover:text-ink-muted',
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span className={cn('tabular-nums', selected ? 'text-accent-600' : 'text-ink-subtle')}>
                  {tab.count}
                </span>
              )}
              {selected ? (
                <span aria-hidden="true" className="absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-ink" />
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="flex flex-col">
        {children}
      </div>
    </>
  );
}
