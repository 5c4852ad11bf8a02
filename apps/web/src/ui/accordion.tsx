import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

/** Questions that open in place (WAI-ARIA disclosure: button with aria-expanded + region). */
export function Accordion({ items, className }: { items: readonly AccordionItem[]; className?: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={cn('flex flex-col divide-y divide-line', className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="focus-ring flex min-h-14 w-full items-center gap-3 rounded-md py-3 text-left text-body font-semibold text-ink"
              >
                <span aria-hidden="true" className="font-bold text-accent-500">
                  Q
                </span>
                <span className="flex-1">{item.title}</span>
                <ChevronDownIcon
                  size={20}
                  className={cn('shrink-0 text-ink-subtle transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="pb-4 pl-7 pr-2 text-body-sm leading-relaxed text-ink-muted"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
