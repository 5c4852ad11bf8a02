import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

/**
 * The one confirm dialog ('…할까요?' with 취소 and the action): role=alertdialog on Radix Dialog, so
 * focus is trapped inside and lands first on 취소 (a stray tap never confirms), Escape, the back
 * button and 취소 cancel, and focus returns to the control that opened it. Both buttons are named
 * by their visible text. While `busy` the action shows its spinner and nothing closes the dialog.
 * `children` is what the question needs besides its description: a failure, a checkbox.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = '취소',
  onConfirm,
  danger = false,
  busy = false,
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  /** Called with false when the player cancels (취소, Escape, back); never while `busy`. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** A red action for what cannot be undone (차단, 삭제, 탈퇴). */
  danger?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
      }}
      kind="alert"
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" fullWidth disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={danger ? 'danger' : 'primary'}
            fullWidth
            disabled={confirmDisabled}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
