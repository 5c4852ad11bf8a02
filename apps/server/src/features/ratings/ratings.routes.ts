import {
  GameKickoffParamsSchema,
  GameRankingSchema,
  NEXT_CURSOR_HEADER,
  ListQuerySchema,
  RatingIdCursorSchema,
  RuleIdParamsSchema,
  RuleRankingSchema,
  type GameRanking,
  type RuleRanking,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor, encodeCursor } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { PageTable } from '../../cache/page-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentGameRankingJson, presentRuleRankingJson } from './ratings.presenter.ts';
import type { RatingsService } from './ratings.service.ts';

export interface RatingsRoutesDeps extends FeatureDeps {
  ratings: RatingsService;
}

/** A rule's ranking (paged) and a game's ranking (issue 19 item 4). */
/** What a rule's ranking shows (decision 043; page-reads.test.ts checks it). */
const RULE_RANKING_READS: readonly PageTable[] = [
  'player_ratings',
  'rules',
  'users',
  'user_blocks',
  'hidden_items',
];
/** What a game's ranking shows (decision 043; page-reads.test.ts checks it). */
const GAME_RANKING_READS: readonly PageTable[] = [
  'rating_history',
  'games',
  'users',
  'user_blocks',
  'friendships',
];

export async function ratingsRoutes(app: FastifyInstance, { ratings, storage, pages }: RatingsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ratings'];

  api.get(
    '/api/rules/:ruleId/rankings',
    {
      schema: {
        tags,
        params: RuleIdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: compiledResponse(RuleRankingSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const cursor = decodeCursor(request.query.cursor, RatingIdCursorSchema);
      const after = cursor ? { rating: cursor[0], userId: cursor[1] } : null;
      return pages.send<RuleRanking>(request, reply, viewer, RULE_RANKING_READS, async () => {
        const page = await ratings.ruleRanking(viewer, request.params.ruleId, request.query, after);
        if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
        // Already JSON text (presentRuleRankingJson), sent past the serializer.
        return presentRuleRankingJson(page, storage);
      });
    },
  );

  api.get(
    '/api/games/:id/ranking',
    {
      schema: {
        tags,
        params: GameKickoffParamsSchema,
        response: { 200: compiledResponse(GameRankingSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<GameRanking>(request, reply, viewer, GAME_RANKING_READS, async () =>
        // Already JSON text (presentGameRankingJson), sent past the serializer.
        presentGameRankingJson(await ratings.gameRanking(viewer, request.params.id), storage),
      );
    },
  );
}
