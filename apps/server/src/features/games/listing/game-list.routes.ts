import {
  CreateFriendGameBodySchema,
  CreateGameBodySchema,
  CreatedGameIdSchema,
  GameListQuerySchema,
  GameListSchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from '../../../http/list-page.ts';
import { requireUser } from '../../../http/request-auth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { presentGameListItem } from '../shared/game-cards.presenter.ts';
import type { GamesService } from './game-list.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface GamesRoutesDeps extends FeatureDeps {
  games: GamesService;
}

export async function gamesRoutes(app: FastifyInstance, { storage, games: service }: GamesRoutesDeps) {
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

  api.get(
    '/api/games/list',
    { schema: { tags, querystring: GameListQuerySchema, response: { 200: GameListSchema } } },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { rows, applications, cards, ruleVersions, positionOf } = await service.listGames(
        viewer,
        request.query,
      );
      const context = { viewerId: viewer.userId, cards, ruleVersions, applications, storage };
      return sendPage(reply, rows, request.query.size, positionOf).flatMap((row) => {
        const item = presentGameListItem(row.game, context);
        return item ? [item] : [];
      });
    },
  );
}
