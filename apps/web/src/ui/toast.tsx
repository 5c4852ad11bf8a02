import { toast, Toaster } from 'sonner';

/** Spec §9: a toast stays 2 s, or 4 s when it offers a 'go' shortcut. */
export const TOAST_DURATION_MS = 2_000;
export const TOAST_WITH_ACTION_DURATION_MS = 4_000;

export interface ToastOptions {
  /** A 'go' shortcut, e.g. { to: '/game' } (label defaults to '이동'). */
  action?: { label?: string; to: string };
}

let navigateTo: (to: string) => void = (to) => window.location.assign(to);

/** The app hands in router navigation so the shortcut does not reload the page. */
export function setToastNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

export function showToast(message: string, options: ToastOptions = {}): string | number {
  const { action } = options;
  if (!action) return toast(message, { duration: TOAST_DURATION_MS });
  return toast(message, {
    duration: TOAST_WITH_ACTION_DURATION_MS,
    action: { label: action.label ?? '이동', onClick: () => navigateTo(action.to) },
  });
}

/** The snackbar host: dark pills above the bottom tabs, inside the phone frame's width. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      offset={{ bottom: 'calc(5rem + env(safe-area-inset-bottom, 0px))' }}
      mobileOffset={{ bottom: 'calc(5rem + env(safe-area-inset-bottom, 0px))', left: '1rem', right: '1rem' }}
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
  );
}
