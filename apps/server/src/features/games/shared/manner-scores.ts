import { DEFAULT_MANNER_SCORE } from '@hanpan/core';

/** A player's manner score from a map of those reviewed; a player nobody reviewed shows spec §9's 4.5. */
export const mannerScoreIn = (scores: ReadonlyMap<number, number>, userId: number): number =>
  scores.get(userId) ?? DEFAULT_MANNER_SCORE;
