import {
  FeedGameParamsSchema,
  FeedPageSchema,
  FeedPostSchema,
  FeedQuerySchema,
  FeedUserParamsSchema,
  ListQuerySchema,
  NEXT_CURSOR_HEADER,
  type FeedPage,
  type FeedPost,
} from '@hanpan/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { sendJsonText } from '../../http/json-text-reply.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { FeedPageAnswer, FeedService } from './feed.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface FeedRoutesDeps extends FeatureDeps {
  feed: FeedService;
}

/**
 * The feed's calls (spec §7 Feed; contract notes): `{items}` (the original client reads
 * `data.items`) with the next page's cursor in X-Next-Cursor, and one post by game id.
 */
export async function feedRoutes(app: FastifyInstance, { feed }: FeedRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feed'];
  const pageResponse = { 200: compiledResponse(FeedPageSchema) };

  // The answers are the service's bytes (decisions 034, 037): FeedPageSchema's and FeedPostSchema's.
  function sendFeedPage(reply: FastifyReply, page: FeedPageAnswer) {
    if (page.next !== null) reply.header(NEXT_CURSOR_HEADER, page.next);
    return sendJsonText<FeedPage>(reply, page.body);
  }

  api.get(
    '/api/feed',
    { schema: { tags, querystring: FeedQuerySchema, response: pageResponse } },
    async (request, reply) => sendFeedPage(reply, await feed.listFeed(requireUser(request), request.query)),
  );

  api.get(
    '/api/feed/user/:id/completed',
    { schema: { tags, params: FeedUserParamsSchema, querystring: ListQuerySchema, response: pageResponse } },
    async (request, reply) =>
      sendFeedPage(reply, await feed.listCompletedOf(requireUser(request), request.params.id, request.query)),
  );

  api.get(
    '/api/feed/game/:id',
    { schema: { tags, params: FeedGameParamsSchema, response: { 200: compiledResponse(FeedPostSchema) } } },
    async (request, reply) =>
      sendJsonText<FeedPost>(reply, await feed.findPost(requireUser(request), request.params.id)),
  );
}
