import {
  MyGameReviewStateSchema,
  ReviewBodySchema,
  ReviewParamsSchema,
  ReviewSchema,
  RuleRatingBodySchema,
  RuleRatingParamsSchema,
  RuleRatingSchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentReview, presentRuleRating } from './reviews.presenter.ts';
import type { ReviewsService } from './reviews.service.ts';

export interface ReviewsRoutesDeps extends FeatureDeps {
  reviews: ReviewsService;
}

/** The result page's writes (contract-notes: the original client's calls) and its own-state read. */
export async function reviewsRoutes(app: FastifyInstance, { reviews }: ReviewsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  api.post(
    '/api/games/:id/review',
    {
      schema: { tags, params: ReviewParamsSchema, body: ReviewBodySchema, response: { 201: ReviewSchema } },
    },
    async (request, reply) => {
      const row = await reviews.writeReview(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(presentReview(row));
    },
  );

  api.get(
    '/api/games/:id/review',
    { schema: { tags, params: ReviewParamsSchema, response: { 200: MyGameReviewStateSchema } } },
    async (request) => reviews.ownActions(requireUser(request), request.params.id),
  );

  api.post(
    '/api/rules/:ruleId/rating',
    {
      schema: {
        tags,
        params: RuleRatingParamsSchema,
        body: RuleRatingBodySchema,
        response: { 201: RuleRatingSchema },
      },
    },
    async (request, reply) => {
      const { rating, counters } = await reviews.rateRule(
        requireUser(request),
        request.params.ruleId,
        request.body,
      );
      return reply.code(201).send(presentRuleRating(rating, counters));
    },
  );
}
