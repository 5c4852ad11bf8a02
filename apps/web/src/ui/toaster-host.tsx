import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

/**
 * The snackbar host (sonner): dark pills above the bottom tabs, inside the phone frame's width.
 * Loaded with the first toast (ui/toast.tsx); `onReady` runs after the Toaster subscribed, so the
 * toasts asked for while this chunk loaded are shown, not lost.
 */
export function ToasterHost({ onReady }: { onReady: (show: typeof toast) => void }) {
  return (
    <>
      <Toaster
        position="bottom-center"
        offset={{ bottom: 'calc(5rem + env(safe-area-inset-bottom, 0px))' }}
        mobileOffset={{
          bottom: 'calc(5rem + env(safe-area-inset-bottom, 0px))',
          left: '1rem',
          right: '1rem',
        }}
        gap={8}
        visibleToasts={3}
        containerAriaLabel="안내 메시지"
        toastOptions={{
          unstyled: true,
          classNames: {
            toast:
              'flex w-full max-w-[28rem] items-center gap-3 rounded-lg bg-ink/95 px-4 py-3.5 text-body-sm font-medium text-white shadow-raised',
            title: 'flex-1',
            actionButton:
              'focus-ring -my-1 shrink-0 rounded-md px-2.5 py-1.5 text-body-sm font-bold text-accent-300 hover:bg-white/10',
          },
        }}
      />
      <ReadySignal onReady={onReady} />
    </>
  );
}

// WARNING: a sibling after <Toaster>: its effect runs after the Toaster's subscription effect.
function ReadySignal({ onReady }: { onReady: (show: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  return null;
}
