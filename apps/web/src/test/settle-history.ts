import { cleanup } from '@testing-library/react';

/**
 * afterEach for screens with sheets and dialogs: unmounts now and waits for the history to settle.
 * A sheet still open at the end of a test pops its history entry when it unmounts
 * (ui/use-back-closes.ts); that popstate lands a task later and must not reach the next test's
 * router. Awaits that popstate itself, not a guessed time; the 1 s ceiling only keeps a test whose
 * sheet never pops from hanging the suite.
 */
export async function settleHistory(): Promise<void> {
  if (!(window.history.state as { __overlay?: string } | null)?.__overlay) {
    cleanup();
    return;
  }
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  cleanup();
  await Promise.race([popped, new Promise((resolve) => setTimeout(resolve, 1_000))]);
}
