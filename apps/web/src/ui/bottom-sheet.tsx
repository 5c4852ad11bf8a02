import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { useBackCloses } from './use-back-closes';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Hide the title visually but keep it for screen readers. */
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A rounded sheet from the bottom (vaul): drag down, tap outside, Escape or the back button close it;
 * focus returns to the control that opened it.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  ...rest
}: BottomSheetProps) {
  const { onCloseAutoFocus } = useBackCloses(open, () => onOpenChange(false));
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-ink/45" />
        <Drawer.Content
          data-testid={rest['data-testid']}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88dvh] w-full max-w-phone flex-col rounded-t-2xl bg-surface shadow-sheet outline-none"
        >
          <div
            aria-hidden="true"
            className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-fill-strong"
          />
          <Drawer.Title className={hideTitle ? 'sr-only' : 'px-gutter pb-1 pt-4 text-title text-ink'}>
            {title}
          </Drawer.Title>
          {description ? (
            <Drawer.Description className="px-gutter text-body-sm text-ink-muted">
              {description}
            </Drawer.Description>
          ) : (
            <Drawer.Description className="sr-only">{title}</Drawer.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-gutter pb-[calc(1.5rem+env(safe-area-inset-bottom,0px))] pt-3">
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
