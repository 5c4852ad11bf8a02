import { createLruMap } from '../../cache/lru-map.ts';

/**
 * Whether a viewer's first step filled their last page (decision 037): the feed reads a page in two
 * steps only for a viewer whose leading tiers filled it the last time, and in one statement
 * otherwise. Two steps save a friend-rich viewer the start-up of the tiers their page never reaches;
 * for a viewer whose first tier is short they cost a second statement with its own start-up (the
 * demo players' first page: ~1.3–1.5 ms in one statement, ~1.8–2.2 ms in two). A hint only chooses
 * how to read: both ways give the same rows, so a stale or missing hint costs time, never a post.
 *
 * Kept per instance, by viewer and first tier, the least recently recorded going first once
 * `capacity` are kept (lru-map.ts).
 */
export interface StepHints {
  /** Read in two steps: the last read for `key` found its first step full. Unknown keys: one step. */
  splits(key: string): boolean;
  /** What the read for `key` found: whether its first step alone filled the page. */
  record(key: string, firstStepFilled: boolean): void;
  readonly size: number;
}

/** How many viewers each of the feed's per-viewer hints keeps (these, and the friend counts). */
export const VIEWER_HINTS_CAPACITY = 10_000;

export function createStepHints(capacity = VIEWER_HINTS_CAPACITY): StepHints {
  const filled = createLruMap<string, boolean>(capacity);
  return {
    splits: (key) => filled.peek(key) ?? false,
    record: (key, firstStepFilled) => filled.set(key, firstStepFilled),
    get size() {
      return filled.size;
    },
  };
}
