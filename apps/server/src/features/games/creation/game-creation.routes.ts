import { CreateFriendGameBodySchema, CreateGameBodySchema, CreatedGameIdSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/request-auth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import type { GameCreationService } from './game-creation.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface GameCreationRoutesDeps extends FeatureDeps {
  gameCreation: GameCreationService;
}

export async function gameCreationRoutes(
  app: FastifyInstance,
  { gameCreation: service }: GameCreationRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];

  // Answers the bare id, as the clients in the field read it (contract-notes).
  api.post(
    '/api/games/create',
    { schema: { tags, body: CreateGameBodySchema, response: { 200: CreatedGameIdSchema } } },
    async (request) => service.createRandomGame(requireUser(request), request.body),
  );

  // A private game for one friend, who is notified; the bare id as well.
  api.post(
    '/api/games/create-friend-game',
    { schema: { tags, body: CreateFriendGameBodySchema, response: { 200: CreatedGameIdSchema } } },
    async (request) => service.createFriendGame(requireUser(request), request.body),
  );
}
