import { GameKickoffParamsSchema, GameMediaListSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { receiveGameMedia } from './game-media-form.ts';
import { presentGameMedia } from './game-media.presenter.ts';
import type { GameMediaService } from './game-media.service.ts';

export interface GameMediaRoutesDeps extends FeatureDeps {
  gameMedia: GameMediaService;
}

export async function gameMediaRoutes(app: FastifyInstance, { gameMedia, storage }: GameMediaRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The original client's call (contract-notes.md): multipart, `pictures` and `videos` parts in
  // the order chosen; answers the items stored by this call.
  api.post(
    '/api/games/:id/pictures',
    {
      schema: {
        tags: ['game-media'],
        params: GameKickoffParamsSchema,
        response: { 201: GameMediaListSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const gameId = request.params.id;
      const slots = await gameMedia.openSlots(actor, gameId);
      const received = await receiveGameMedia(request, { storage, gameId, slots, log: request.log });
      const rows = await gameMedia.attachMedia(actor, gameId, received);
      return reply.status(201).send(rows.map((row) => presentGameMedia(row, storage)));
    },
  );
}
