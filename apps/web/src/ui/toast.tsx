import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as SonnerToast } from 'sonner';

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

/*
 * sonner (10 KB gzip) loads with the first toast, not with the first page (decision 011): toasts
 * asked for before it is ready wait in `waiting` and are shown in order once the host mounted.
 */
let show: typeof SonnerToast | null = null;
let hostWanted = false;
const waiting: ((toast: typeof SonnerToast) => void)[] = [];
const listeners = new Set<() => void>();

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

function hostReady(toast: typeof SonnerToast): void {
  show = toast;
  for (const fire of waiting.splice(0)) fire(toast);
}

export function showToast(message: string, options: ToastOptions = {}): void {
  const { action } = options;
  const fire = (toast: typeof SonnerToast) => {
    if (!action) toast(message, { duration: TOAST_DURATION_MS });
    else
      toast(message, {
        duration: TOAST_WITH_ACTION_DURATION_MS,
        action: { label: action.label ?? '이동', onClick: () => navigateTo(action.to) },
      });
  };
  if (show) return fire(show);
  waiting.push(fire);
  wantHost();
}

const ToasterHost = lazy(() => import('./toaster-host').then((module) => ({ default: module.ToasterHost })));

/** Mounts the toast host once the first toast is asked for. */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost onReady={hostReady} />
    </Suspense>
  );
}
