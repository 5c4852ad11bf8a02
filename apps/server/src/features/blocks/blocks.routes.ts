import { BlockedUserSchema, UserIdParamsSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentBlockedUser } from './blocks.presenter.ts';
import { createBlocksService } from './blocks.service.ts';

export async function blocksRoutes(app: FastifyInstance, { db, storage }: FeatureDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const blocks = createBlocksService({ db });
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
    { schema: { tags, response: { 200: z.array(BlockedUserSchema) } } },
    async (request) =>
      (await blocks.listBlockedUsers(requireUser(request))).map((row) => presentBlockedUser(row, storage)),
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
