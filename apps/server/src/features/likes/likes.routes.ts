import {
  FeedGameParamsSchema,
  LikerListSchema,
  LikeStatusSchema,
  LikeToggleSchema,
  ListQuerySchema,
  NEXT_CURSOR_HEADER,
  type Liker,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { encodeCursor, sendPage } from '../../http/list-page.ts';
import { withFileUrls } from '../../storage/file-url-text.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { PageTable } from '../../cache/page-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentLiker } from './likes.presenter.ts';
import type { LikesService } from './likes.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface LikesRoutesDeps extends FeatureDeps {
  likes: LikesService;
}

const isLive = (row: { card: { deletedAt: string | null } | null }) =>
  row.card !== null && row.card.deletedAt === null;

/** What a page of a game's likers shows (decision 043; page-reads.test.ts checks it). */
const LIKERS_READS: readonly PageTable[] = ['game_likes', 'games', 'users', 'user_blocks', 'match_results'];

export async function likesRoutes(app: FastifyInstance, { storage, pages, likes: service }: LikesRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['likes'];

  api.get(
    '/api/games/:id/like',
    { schema: { tags, params: FeedGameParamsSchema, response: { 200: compiledResponse(LikeStatusSchema) } } },
    async (request) => {
      const status = await service.likeStatus(requireUser(request), request.params.id);
      return { ...status, recentLikers: status.recentLikers.map((row) => presentLiker(row, storage)) };
    },
  );

  api.post(
    '/api/games/:id/like',
    { schema: { tags, params: FeedGameParamsSchema, response: { 200: compiledResponse(LikeToggleSchema) } } },
    async (request) => service.toggleLike(requireUser(request), request.params.id),
  );

  api.get(
    '/api/games/:id/like/users',
    {
      schema: {
        tags,
        params: FeedGameParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: compiledResponse(LikerListSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<Liker[]>(request, reply, viewer, LIKERS_READS, async () => {
        const page = await service.listLikers(viewer, request.params.id, request.query);
        if (!Array.isArray(page)) {
          if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
          // Already JSON text (likes.queries.ts, the page's statement), sent past the serializer.
          return withFileUrls(`[${page.entries ?? ''}]`, storage);
        }
        return sendPage(reply, page, request.query.size, (row) => [row.position, row.userId])
          .filter(isLive)
          .map((row) => presentLiker(row, storage));
      });
    },
  );
}
