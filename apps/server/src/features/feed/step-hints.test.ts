import { describe, expect, it } from 'vitest';
import { createStepHints } from './step-hints.ts';

describe('the feed step hints', () => {
  it('reads in one statement until a first step was seen to fill the page, and follows each read', () => {
    const hints = createStepHints();
    expect(hints.splits('7:friendsCompleted')).toBe(false);
    hints.record('7:friendsCompleted', true);
    expect(hints.splits('7:friendsCompleted')).toBe(true);
    expect(hints.splits('7:othersCompleted')).toBe(false);
    hints.record('7:friendsCompleted', false);
    expect(hints.splits('7:friendsCompleted')).toBe(false);
  });

  it('forgets the least recently recorded viewer once full', () => {
    const hints = createStepHints(2);
    hints.record('a', true);
    hints.record('b', true);
    hints.record('a', true);
    hints.record('c', true);
    expect(hints.size).toBe(2);
    expect(hints.splits('b')).toBe(false);
    expect([hints.splits('a'), hints.splits('c')]).toEqual([true, true]);
  });
});
