import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useBackCloses } from './use-back-closes';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  /** 'alert' for short confirmations (no close icon, role=alertdialog); 'document' for long texts. */
  kind?: 'default' | 'alert' | 'document';
  'data-testid'?: string;
}

/**
 * A centred modal on Radix Dialog: focus trap, Escape, outside tap and the back button close it,
 * focus returns to the control that opened it; Korean close label.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  kind = 'default',
  ...rest
}: DialogProps) {
  const { onCloseAutoFocus } = useBackCloses(open, () => onOpenChange(false));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          role={kind === 'alert' ? 'alertdialog' : 'dialog'}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid={rest['data-testid']}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[min(85dvh,44rem)] w-[calc(100%-2.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-surface shadow-raised outline-none data-[state=open]:animate-pop-in',
            kind === 'alert' ? 'max-w-[22rem]' : 'max-w-[26rem]',
          )}
        >
          <div className={cn('flex items-start gap-2 pl-6 pr-3', kind === 'alert' ? 'pt-6 pr-6' : 'pt-4')}>
            <RadixDialog.Title className={cn('flex-1 text-title text-ink', kind !== 'alert' && 'pt-2')}>
              {title}
            </RadixDialog.Title>
            {kind === 'alert' ? null : (
              <RadixDialog.Close asChild>
                <IconButton label="닫기" icon={<CloseIcon size={22} />} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="px-6 pt-2 text-body text-ink-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? (
            <div
              className={cn(
                'min-h-0 flex-1 overflow-y-auto overscroll-contain px-6',
                kind === 'document' ? 'py-4' : 'pt-3',
              )}
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div
              className={cn('flex gap-2 px-6 pb-6 pt-5', kind === 'document' && 'border-t border-line pt-4')}
            >
              {footer}
            </div>
          ) : (
            <div className="h-6" />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding dialog (wrap any Button). */
export const DialogClose = RadixDialog.Close;
