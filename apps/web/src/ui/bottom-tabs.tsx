import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { AppLink, useCurrentPath } from './app-link';

export interface TabItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; strokeWidth?: number }>;
  /** Which paths light this tab up; defaults to an exact match of `to`. */
  isActive?: (pathname: string) => boolean;
}

/** The bottom tab bar: fixed inside the phone frame, above the home indicator. */
export function BottomTabs({ items, label = '주요 메뉴' }: { items: TabItem[]; label?: string }) {
  const pathname = useCurrentPath();
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-phone border-t border-line bg-surface/95 pb-safe backdrop-blur supports-[backdrop-filter]:bg-surface/90"
    >
      <ul className="flex h-tabbar items-stretch">
        {items.map((item) => {
          const active = item.isActive ? item.isActive(pathname) : pathname === item.to;
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex flex-1">
              <AppLink
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'focus-ring flex flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-caption font-semibold transition-colors',
                  active ? 'text-ink' : 'text-ink-subtle hover:text-ink-muted',
                )}
              >
                <Icon size={24} strokeWidth={active ? 2.4 : 1.9} />
                <span>{item.label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
