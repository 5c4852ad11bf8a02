import { describe, expect, it } from 'vitest';
import {
  isPastThreshold,
  PULL_MAX_PX,
  PULL_THRESHOLD_PX,
  pullDistance,
  pullProgress,
  shouldShowScrollTop,
} from './pull-to-refresh';

describe('pull-to-refresh and scroll-to-top thresholds (spec §9)', () => {
  it('uses the spec constants: 80 px to refresh, 150 px at most', () => {
    expect(PULL_THRESHOLD_PX).toBe(80);
    expect(PULL_MAX_PX).toBe(150);
  });

  it('follows the finger at half speed and never upwards', () => {
    expect(pullDistance(-40)).toBe(0);
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(Number.NaN)).toBe(0);
    expect(pullDistance(100)).toBe(50);
  });

  it('refreshes only from 80 px of pull (160 px of finger travel)', () => {
    expect(isPastThreshold(pullDistance(159))).toBe(false);
    expect(isPastThreshold(pullDistance(160))).toBe(true);
  });

  it('stops the indicator at 150 px however far the finger goes', () => {
    expect(pullDistance(300)).toBe(150);
    expect(pullDistance(5_000)).toBe(150);
  });

  it('turns the indicator from 0 to 1 on the way to the threshold', () => {
    expect(pullProgress(0)).toBe(0);
    expect(pullProgress(40)).toBe(0.5);
    expect(pullProgress(150)).toBe(1);
  });

  it('shows the scroll-to-top button only past 120 px', () => {
    expect(shouldShowScrollTop(0)).toBe(false);
    expect(shouldShowScrollTop(120)).toBe(false);
    expect(shouldShowScrollTop(121)).toBe(true);
  });
});
