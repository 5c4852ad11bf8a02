import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A thin notice at the top while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="bg-ink px-gutter pb-2 pt-[calc(env(safe-area-inset-top,0px)+0.5rem)] text-center text-label font-medium text-white"
    >
      인터넷에 연결되어 있지 않아요. 연결되면 다시 불러올게요.
    </div>
  );
}
