import {
  GameKickoffParamsSchema,
  GameRankingSchema,
  ListQuerySchema,
  RatingIdCursorSchema,
  RuleIdParamsSchema,
  RuleRankingSchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor, sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentGameRanking, presentRuleRanking } from './ratings.presenter.ts';
import type { RatingsService } from './ratings.service.ts';

export interface RatingsRoutesDeps extends FeatureDeps {
  ratings: RatingsService;
}

/** A rule's ranking (paged) and a game's ranking (issue 19 item 4). */
export async function ratingsRoutes(app: FastifyInstance, { ratings, storage }: RatingsRoutesDeps) {
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
      const page = await ratings.ruleRanking(viewer, request.params.ruleId, request.query, after);
      const rows = sendPage(reply, page.rows, request.query.size, (row) => [row.rating, row.userId]);
      return presentRuleRanking({ ...page, rows }, viewer.userId, storage);
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
    async (request) =>
      presentGameRanking(await ratings.gameRanking(requireUser(request), request.params.id), storage),
  );
}
