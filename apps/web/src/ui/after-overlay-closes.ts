/**
 * Runs `then` once the history entry of a dialog that just closed is gone (ui/use-back-closes.ts
 * takes it away with history.back(), which completes asynchronously). Closing a dialog and the
 * dialog under it in the same render would leave the lower one's entry behind: one back press that
 * does nothing. Falls back to a short timeout when no popstate comes.
 */
export function afterOverlayCloses(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('popstate', run);
    clearTimeout(timer);
    then();
  };
  window.addEventListener('popstate', run);
  const timer = setTimeout(run, 400);
}
