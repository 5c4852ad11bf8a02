/** Spec §3/§9: a player without reviews shows the default manner score. */
export const DEFAULT_MANNER_SCORE = 4.5;

export type MannerFace = 'smile' | 'neutral' | 'frown' | 'none';

/** The score to show: the average of reviews (1–5), or 4.5 before the first one (the server's 0). */
export function shownMannerScore(score: number | null | undefined): number {
  return score !== null && score !== undefined && score > 0 ? score : DEFAULT_MANNER_SCORE;
}

/** Spec §9: ≥ 4 smile, ≥ 2 neutral, > 0 frown, otherwise none (a struck-through face). */
export function mannerFaceOf(score: number): MannerFace {
  if (score >= 4) return 'smile';
  if (score >= 2) return 'neutral';
  if (score > 0) return 'frown';
  return 'none';
}

/** One decimal, always ('4.0', not '4'). */
export function formatMannerScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
