import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';
import { ChevronLeftIcon } from './icons';

interface AppBarProps {
  title?: ReactNode;
  /** Left slot; defaults to nothing. Pass <BackButton /> for a back arrow. */
  leading?: ReactNode;
  /** Right slot for icon buttons. */
  actions?: ReactNode;
  className?: string;
}

/** The top bar: sticky, white, below the status bar (safe-area inset). */
export function AppBar({ title, leading, actions, className }: AppBarProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-30 bg-surface/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-surface/85',
        className,
      )}
    >
      <div className="flex h-appbar items-center gap-1 px-1.5">
        {leading}
        {title ? (
          <h1
            className={cn(
              'min-w-0 flex-1 text-title-sm text-ink',
              // A text title is cut with '…'; a richer one (the chat's avatar and name) cuts its own
              // text, since clipping here would also cut its avatar and focus ring (issue 16 §25c).
              typeof title === 'string' && 'truncate',
              !leading && 'pl-3',
            )}
          >
            {title}
          </h1>
        ) : (
          <div className="flex-1" />
        )}
        {actions ? <div className="flex items-center">{actions}</div> : null}
      </div>
    </header>
  );
}

/** Goes back in history; when this is the first page, goes to `fallback` instead. */
export function BackButton({ fallback = '/', label = '뒤로 가기' }: { fallback?: string; label?: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <IconButton
      label={label}
      icon={<ChevronLeftIcon size={26} />}
      onClick={() =>
        canGoBack ? router.history.back() : void router.navigate({ href: fallback, replace: true })
      }
    />
  );
}
