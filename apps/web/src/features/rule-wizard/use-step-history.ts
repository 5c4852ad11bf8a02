import { useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_INPUT_STEP, isInputStep } from './wizard-steps';
import { WIZARD_PATHS } from './wizard-paths';

type AddressStep = number | 'done' | null;

/** `?step=` as the router parsed it: an input step, 'done', or null (absent or anything else). */
function readStep(raw: unknown): AddressStep {
  if (raw === 'done') return 'done';
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return isInputStep(value) ? value : null;
}

export interface StepHistory {
  /** The input step on screen: the address's, once this visit has reached it; else the draft's. */
  step: number;
  /** A new history entry for `next` (Next), or the current one replaced (a refused submit). */
  goTo: (next: number, options?: { replace?: boolean }) => void;
  /** The header's back: the entry below when this visit made it, else the step before in place. */
  stepBack: () => void;
  /** '처음부터': the wizard's entries are dropped and the address says the fresh draft's step. */
  restart: (freshStep: number) => void;
}

/**
 * The rule wizard's step in the address (`?step=`), one history entry per step, as the create-game
 * wizard does: the phone's back steps back through the wizard with the draft kept (it is the
 * wizard's state, saved on this device) instead of leaving it; from the first step it leaves. Once
 * the rule is made (`done`), the wizard's entries are rewound into one `?step=done` entry, so back
 * leaves and never walks into the finished wizard again.
 */
export function useStepHistory({
  draftStep,
  done,
}: {
  /** Where the draft says the player is (a restored draft continues there). */
  draftStep: number;
  /** The server accepted the rule or the request. */
  done: boolean;
}): StepHistory {
  const router = useRouter();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const index = useRouterState({ select: (state) => state.location.state.__TSR_index ?? 0 });
  const asked = readStep(search.step);
  const [reached, setReached] = useState(draftStep);
  // The history index of the wizard's first entry in this visit (the one the address was put on).
  const [firstIndex] = useState(index);
  const doneShown = useRef(false);

  const step = typeof asked === 'number' && asked <= reached ? asked : draftStep;

  const hrefOf = useCallback((target: number | 'done') => `${pathname}?step=${target}`, [pathname]);

  // No step in the address (the wizard just opened) or one this visit never reached (a stale
  // forward entry, a reload after '처음부터'): the address says where the wizard is.
  const addressMismatch = !done && step !== asked;
  useEffect(() => {
    if (addressMismatch) void router.navigate({ href: hrefOf(step), replace: true });
  }, [addressMismatch, step, hrefOf, router]);

  useEffect(() => {
    if (!done) return;
    if (asked === 'done') {
      doneShown.current = true;
      return;
    }
    // Back or forward away from the finished wizard: it is over, leave to where the rule is listed.
    if (doneShown.current) void router.navigate({ href: WIZARD_PATHS.myRules, replace: true });
    // First rewind this visit's step entries, then the first one becomes the done entry.
    else if (index > firstIndex) router.history.go(firstIndex - index);
    else void router.navigate({ href: hrefOf('done'), replace: true });
  }, [done, asked, index, firstIndex, hrefOf, router]);

  const goTo = (next: number, { replace = false } = {}) => {
    setReached((current) => Math.max(current, next));
    void router.navigate({ href: hrefOf(next), replace });
    window.scrollTo(0, 0);
  };

  const stepBack = () => {
    if (index > firstIndex) router.history.back();
    else goTo(Math.max(FIRST_INPUT_STEP, step - 1), { replace: true });
  };

  const restart = (freshStep: number) => {
    // The entries above the first now name steps of a discarded draft: drop back to the first;
    // the mismatch effect then writes the fresh step on it.
    setReached(freshStep);
    if (index > firstIndex) router.history.go(firstIndex - index);
    window.scrollTo(0, 0);
  };

  return { step, goTo, stepBack, restart };
}
