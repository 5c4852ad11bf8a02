import { useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back where it was when an overlay shown from state (no Radix Trigger) closes or
 * unmounts: pass the result as the Radix content's `onCloseAutoFocus`. Radix alone returns focus
 * only to its own Trigger (as ui/use-back-closes.ts notes).
 */
export function useFocusReturn(): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  // WARNING: a layout effect: it runs before Radix's focus scope (a passive effect) moves focus in.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) openerRef.current = active;
  }, []);
  return (event) => {
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
