import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The primary action pinned to the bottom of a screen, above the home indicator. It sticks inside
 * the screen's column, so it also rides above the on-screen keyboard on phones.
 */
export function BottomActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-gutter mt-auto border-t border-transparent bg-surface/95 px-gutter pb-[calc(env(safe-area-inset-bottom,0px)+1rem)] pt-3 backdrop-blur supports-[backdrop-filter]:bg-surface/85',
        className,
      )}
    >
      {children}
    </div>
  );
}
