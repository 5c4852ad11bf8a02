import { DEFAULT_MANNER_SCORE } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';

/**
 * Players' manner scores (the reviews feature's, passed in by app.ts: reviews reads games, so games
 * cannot import it). A player nobody reviewed is absent and shows spec §9's 4.5.
 */
export type MannerScoresOf = (db: Db, userIds: number[]) => Promise<ReadonlyMap<number, number>>;

export const noMannerScores: MannerScoresOf = async () => new Map();

export const mannerScoreIn = (scores: ReadonlyMap<number, number>, userId: number): number =>
  scores.get(userId) ?? DEFAULT_MANNER_SCORE;
