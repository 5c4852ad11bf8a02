import {
  MANNER_SCORE_DEFAULT,
  mannerScoreOf,
  REVIEW_PROMPT_DAYS,
  type MyGameReviewState,
  type ReviewBodySchema,
  type RuleRatingBodySchema,
} from '@hanpan/core';
import { findProfanity } from '@hanpan/core/profanity';
import type { z } from 'zod';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import type { GameRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { findGame } from '../games/index.ts';
import { findMatchResult, listRecentResultGameIds } from '../match/index.ts';
import { recordRuleRating } from '../rules/index.ts';
import * as queries from './reviews.queries.ts';

type Actor = Pick<AuthUser, 'userId'>;
type ReviewInput = z.output<typeof ReviewBodySchema>;
type RuleRatingInput = z.output<typeof RuleRatingBodySchema>;

/** The prompt lists at most this many games (a week of play; the popup offers the first). */
const PENDING_MAX = 50;
/** Points of the profile's performance chart. */
const PERFORMANCE_HISTORY_MAX = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Reputation {
  mannerScore: number;
  mannerReviewCount: number;
}

function refuseProfanity(text: string | null): void {
  if (text !== null && findProfanity(text) !== null) throw new AppError('review_profanity');
}

/**
 * A game the caller played that ended with a result: 404 for a missing or deleted game, 403 for
 * anyone but its two players, 409 before it completed and for an abandoned match (decision 025).
 */
async function reviewableGame(db: Db, actor: Actor, gameId: number) {
  const game = await findGame(db, gameId);
  if (!game) throw new AppError('game_not_found');
  const other = otherPlayer(game, actor.userId);
  if (other === null) throw new AppError('not_game_player');
  const result = game.status === 'COMPLETED' ? await findMatchResult(db, game.id) : undefined;
  if (!result) throw new AppError('review_not_open');
  if (result.abandoned) throw new AppError('review_game_abandoned');
  return { game, other, result };
}

function otherPlayer(game: GameRow, userId: number): number | null {
  if (game.opponentId === null) return null;
  if (game.ownerId === userId) return game.opponentId;
  if (game.opponentId === userId) return game.ownerId;
  return null;
}

export function createReviewsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  /** POST /api/games/{id}/review: the caller reviews the other player, once. */
  async function writeReview(actor: Actor, gameId: number, input: ReviewInput) {
    const { game, other, result } = await reviewableGame(db, actor, gameId);
    refuseProfanity(input.text);
    return queries.insertReview(db, {
      gameId: game.id,
      reviewerId: actor.userId,
      revieweeId: other,
      manner: input.manner,
      performance: input.performance,
      text: input.text,
      playedAt: result.completedAt,
    });
  }

  /** POST /api/rules/{ruleId}/rating: the caller rates the rule of a game they played, once. */
  async function rateRule(actor: Actor, ruleId: number, input: RuleRatingInput) {
    const { game } = await reviewableGame(db, actor, input.gameId);
    if (game.ruleId !== ruleId) throw new AppError('rating_rule_mismatch');
    refuseProfanity(input.comment);
    return db.transaction(async (tx) => {
      const rating = await queries.insertRuleRating(tx, {
        gameId: game.id,
        playerId: actor.userId,
        ruleId,
        rating: input.rating,
        comment: input.comment,
      });
      const counters = await recordRuleRating(tx, ruleId, input.rating);
      return { rating, counters };
    });
  }

  /** GET /api/games/{id}/review: what the caller already did on the result page. */
  async function ownActions(actor: Actor, gameId: number): Promise<MyGameReviewState> {
    const game = await findGame(db, gameId);
    if (!game) throw new AppError('game_not_found');
    if (otherPlayer(game, actor.userId) === null) throw new AppError('not_game_player');
    return queries.findOwnActions(db, game.id, actor.userId);
  }

  /** Completed, non-abandoned games of the last 7 days the player has not reviewed, newest first. */
  async function pendingReviewGameIds(readDb: Db, userId: number): Promise<number[]> {
    const since = new Date(clock().getTime() - REVIEW_PROMPT_DAYS * DAY_MS);
    const recent = await listRecentResultGameIds(readDb, userId, since, PENDING_MAX);
    const reviewed = await queries.findReviewedGameIds(readDb, userId, recent);
    return recent.filter((gameId) => !reviewed.has(gameId));
  }

  return { writeReview, rateRule, ownActions, pendingReviewGameIds };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Each player's manner score (average received, one decimal) and how many reviews it rests on. */
export async function reputationsOf(db: Db, userIds: number[]): Promise<Map<number, Reputation>> {
  const unique = [...new Set(userIds)];
  const totals = new Map((await queries.mannerTotals(db, unique)).map((row) => [row.userId, row]));
  return new Map(
    unique.map((userId) => {
      const row = totals.get(userId);
      const mannerReviewCount = row?.count ?? 0;
      return [userId, { mannerScore: mannerScoreOf(row?.sum ?? 0, mannerReviewCount), mannerReviewCount }];
    }),
  );
}

/**
 * What a profile shows of the reviews a player received, as a column of the profile's statement
 * (users embeds it through app.ts): manner score (4.5 with a count of 0 before any), performance
 * (average, one decimal; 0 before the first) and its chart.
 */
export const profileReputationSql = (userId: SQLWrapper) =>
  queries.profileReputationSql(userId, PERFORMANCE_HISTORY_MAX);

/** The profile's reputation as JSON text parts (`profileReputationTextSql`). */
export const profileReputationTextSql = (userId: SQLWrapper) =>
  queries.profileReputationTextSql(userId, PERFORMANCE_HISTORY_MAX, MANNER_SCORE_DEFAULT);

/** The profile's reputation from `profileReputationSql`'s value. */
export function readProfileReputation(value: unknown) {
  const row = value as queries.ProfileReputationJson;
  return {
    mannerScore: mannerScoreOf(row.mannerSum, row.mannerCount),
    mannerReviewCount: row.mannerCount,
    performance: row.performanceAverage === null ? 0 : Math.round(row.performanceAverage * 10) / 10,
    performanceHistory: row.history.map((point) => ({
      playedAt: new Date(point.playedAt).toISOString(),
      performance: point.performance,
    })),
  };
}
