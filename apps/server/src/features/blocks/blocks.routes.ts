import { BlockedUsersSchema, ListQuerySchema, UserIdParamsSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentBlockedUser } from './blocks.presenter.ts';
import type { OnBlocked, BlocksService } from './blocks.service.ts';

export interface BlocksFeatureDeps extends FeatureDeps {
  /** What else a block ends (friendships, requests), in the block's transaction; from app.ts. */
  onBlocked: OnBlocked;
}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface BlocksRoutesDeps extends BlocksFeatureDeps {
  blocks: BlocksService;
}

export async function blocksRoutes(app: FastifyInstance, { storage, blocks }: BlocksRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blocks'];

  api.post(
    '/api/block/:id',
    { schema: { tags, params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await blocks.blockUser(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/block',
    { schema: { tags, querystring: ListQuerySchema, response: { 200: BlockedUsersSchema } } },
    async (request, reply) => {
      const rows = await blocks.listBlockedUsers(requireUser(request), request.query);
      return sendPage(reply, rows, request.query.size, (row) => row.position).map((row) =>
        presentBlockedUser(row, storage),
      );
    },
  );

  api.delete(
    '/api/block/:id',
    { schema: { tags, params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await blocks.unblockUser(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
