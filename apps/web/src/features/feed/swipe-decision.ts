/*
 * The feed swipe's decisions (spec §9), kept pure so the numbers are tested on their own: how far
 * the screen follows a finger, and where it settles when the finger lets go.
 */

/** A vertical drag past 8 % of the height changes the post… */
export const POST_DISTANCE_RATIO = 0.08;
/** …and so does a flick faster than 300 px/s. */
export const POST_VELOCITY_PX_PER_S = 300;
/** A horizontal drag past 12 % of the width changes the page… */
export const PAGE_DISTANCE_RATIO = 0.12;
/** …and so does a flick faster than 0.25 px/ms. */
export const PAGE_VELOCITY_PX_PER_MS = 0.25;
/** Past the first or last post or page, the screen moves 0.35× the finger. */
export const EDGE_RESISTANCE = 0.35;
/** The settle after a swipe, a key or a button (none under prefers-reduced-motion). */
export const TRANSITION_MS = 380;
/** `onNearEnd` fires once the post on screen is this many or fewer from the last one. */
export const NEAR_END_POSTS = 5;
/** A finger that moved less than this is still a tap; the first move past it locks the axis. */
export const AXIS_LOCK_SLOP_PX = 10;
/** The release speed is measured over the last 100 ms of the drag (an old pause does not count). */
export const VELOCITY_WINDOW_MS = 100;

export type SwipeAxis = 'x' | 'y';

/** The axis a drag locks to, once the finger has moved past the slop (`null` until then). */
export function lockAxis(dx: number, dy: number): SwipeAxis | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_SLOP_PX) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/**
 * How far the screen follows a finger dragged `delta` px (negative = up/left, towards the next
 * item) from item `index` of `count`: 0.35× past either end, never more than one item's `size`.
 */
export function resistedOffset(delta: number, index: number, count: number, size: number): number {
  const pastStart = index <= 0 && delta > 0;
  const pastEnd = index >= count - 1 && delta < 0;
  const offset = pastStart || pastEnd ? delta * EDGE_RESISTANCE : delta;
  return size > 0 ? Math.max(-size, Math.min(size, offset)) : offset;
}

export interface DragSample {
  /** Event time in ms (`event.timeStamp`). */
  time: number;
  /** The finger's position on the locked axis, px. */
  position: number;
}

/**
 * The finger's speed at release in px/ms (signed like the drag: negative = up/left), over the last
 * VELOCITY_WINDOW_MS of `samples` (oldest first); 0 when there is no time span to measure.
 */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const first = samples.find((sample) => last.time - sample.time <= VELOCITY_WINDOW_MS) ?? last;
  const elapsed = last.time - first.time;
  return elapsed > 0 ? (last.position - first.position) / elapsed : 0;
}

export interface SettleInput {
  index: number;
  count: number;
  /** The drag from where the finger touched, px (negative = up/left). */
  delta: number;
  /** `releaseVelocity`, px/ms. */
  velocity: number;
  /** The feed's height (posts) or width (pages), px. */
  size: number;
}

function settle(
  { index, count, delta, velocity, size }: SettleInput,
  distanceRatio: number,
  minVelocityPxPerMs: number,
): number {
  if (delta === 0 || count <= 0) return Math.max(0, Math.min(index, count - 1));
  const farEnough = Math.abs(delta) > size * distanceRatio;
  // A flick counts only in the direction the finger travelled.
  const fastEnough = Math.abs(velocity) > minVelocityPxPerMs && Math.sign(velocity) === Math.sign(delta);
  const target = farEnough || fastEnough ? index + (delta < 0 ? 1 : -1) : index;
  return Math.max(0, Math.min(target, count - 1));
}

/** The post the feed settles on after a vertical drag: next/previous past 8 % or 300 px/s. */
export function settlePost(input: SettleInput): number {
  return settle(input, POST_DISTANCE_RATIO, POST_VELOCITY_PX_PER_S / 1000);
}

/** The page a post settles on after a horizontal drag: next/previous past 12 % or 0.25 px/ms. */
export function settlePage(input: SettleInput): number {
  return settle(input, PAGE_DISTANCE_RATIO, PAGE_VELOCITY_PX_PER_MS);
}

/** True when the post at `index` is NEAR_END_POSTS or fewer from the last of `count`. */
export function isNearEnd(index: number, count: number): boolean {
  return count > 0 && count - 1 - index <= NEAR_END_POSTS;
}
