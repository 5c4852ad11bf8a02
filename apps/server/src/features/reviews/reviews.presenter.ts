import type { Review, RuleRating } from '@hanpan/core';
import type { ReviewRow, RuleRatingRow } from '../../db/schema/index.ts';

export function presentReview(row: ReviewRow): Review {
  return {
    id: row.id,
    gameId: row.gameId,
    reviewerId: row.reviewerId,
    revieweeId: row.revieweeId,
    manner: row.manner,
    performance: row.performance,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentRuleRating(
  row: RuleRatingRow,
  counters: { averageRating: number; ratingCount: number },
): RuleRating {
  return {
    id: row.id,
    gameId: row.gameId,
    ruleId: row.ruleId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    averageRating: counters.ratingCount === 0 ? 0 : Math.round(counters.averageRating * 100) / 100,
    ratingCount: counters.ratingCount,
  };
}
