import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AppLink } from './app-link';
import { ChevronRightIcon, ExternalLinkIcon } from './icons';

interface ListRowBase {
  icon?: ReactNode;
  label: string;
  /** Small text on the right, before the chevron (e.g. a version). */
  value?: ReactNode;
  tone?: 'default' | 'danger';
}

type ListRowProps = ListRowBase &
  (
    | { to: string; onClick?: never; external?: never }
    | { onClick: () => void; to?: never; external?: never }
    | { external: string; to?: never; onClick?: never; onOpen: (url: string) => void }
  );

const rowClasses = (tone: ListRowBase['tone']) =>
  cn(
    'focus-ring flex min-h-14 w-full items-center gap-3 rounded-lg px-3 text-left transition-colors hover:bg-fill active:bg-fill-strong',
    tone === 'danger' ? 'text-danger' : 'text-ink',
  );

/** One row of a settings-style list: icon, label, optional value, chevron. */
export function ListRow(props: ListRowProps) {
  const { icon, label, value, tone = 'default' } = props;
  const content = (
    <>
      {icon ? (
        <span
          aria-hidden="true"
          className={cn('shrink-0', tone === 'danger' ? 'text-danger' : 'text-ink-muted')}
        >
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1 truncate text-body font-medium">{label}</span>
      {value ? <span className="shrink-0 text-body-sm text-ink-subtle">{value}</span> : null}
      {'external' in props && props.external ? (
        <ExternalLinkIcon size={18} className="shrink-0 text-ink-disabled" />
      ) : tone === 'danger' ? null : (
        <ChevronRightIcon size={20} className="shrink-0 text-ink-disabled" />
      )}
    </>
  );
  if ('to' in props && props.to) {
    return (
      <AppLink to={props.to} className={rowClasses(tone)}>
        {content}
      </AppLink>
    );
  }
  if ('external' in props && props.external) {
    const { external, onOpen } = props;
    return (
      <a
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        className={rowClasses(tone)}
        aria-label={`${label} (새 창에서 열림)`}
        onClick={(event) => {
          event.preventDefault();
          onOpen(external);
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={props.onClick} className={rowClasses(tone)}>
      {content}
    </button>
  );
}

/** A titled group of rows. */
export function ListSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col" aria-label={title}>
      {title ? <h2 className="px-3 pb-1 pt-4 text-label font-semibold text-ink-subtle">{title}</h2> : null}
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}
