import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The phone-sized column every screen lives in: full width on phones, 480 px centred on desktop. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-phone flex-col bg-surface px-safe sm:shadow-frame">
      {children}
    </div>
  );
}

interface ScreenBodyProps {
  children: ReactNode;
  className?: string;
  /** Leaves room for the fixed bottom tabs. */
  withTabs?: boolean;
  /** Centres the content vertically (empty states, not-found). */
  centered?: boolean;
}

/** The scrolling content of a screen, with the gutter and the bottom inset. */
export function ScreenBody({ children, className, withTabs = false, centered = false }: ScreenBodyProps) {
  return (
    <main
      id="main"
      className={cn(
        'flex flex-1 flex-col px-gutter',
        withTabs
          ? 'pb-[calc(var(--spacing-tabbar)+env(safe-area-inset-bottom,0px)+1.5rem)]'
          : 'pb-[calc(env(safe-area-inset-bottom,0px)+1.5rem)]',
        centered && 'justify-center',
        className,
      )}
    >
      {children}
    </main>
  );
}
