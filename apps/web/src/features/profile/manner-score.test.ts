import { describe, expect, it } from 'vitest';
import { formatMannerScore, mannerFaceOf, shownMannerScore } from './manner-score';

describe('manner score (spec §9)', () => {
  it('shows 4.5 before the first review', () => {
    expect(shownMannerScore(0)).toBe(4.5);
    expect(shownMannerScore(null)).toBe(4.5);
    expect(shownMannerScore(3.2)).toBe(3.2);
  });

  it('picks the face by the thresholds 4, 2 and 0', () => {
    expect([5, 4, 3.99, 2, 1.99, 0.1, 0].map(mannerFaceOf)).toEqual([
      'smile',
      'smile',
      'neutral',
      'neutral',
      'frown',
      'frown',
      'none',
    ]);
  });

  it('writes one decimal', () => {
    expect(formatMannerScore(4)).toBe('4.0');
    expect(formatMannerScore(4.46)).toBe('4.5');
    expect(formatMannerScore(3.14159)).toBe('3.1');
  });
});
