import { GameListQuerySchema, GameListSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../../http/compiled-serializer.ts';
import { sendPage } from '../../../http/list-page.ts';
import { requireUser } from '../../../http/request-auth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { presentGameListItem } from './game-list.presenter.ts';
import type { GameListService } from './game-list.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface GameListRoutesDeps extends FeatureDeps {
  gameList: GameListService;
}

export async function gameListRoutes(
  app: FastifyInstance,
  { storage, gameList: service }: GameListRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];

  api.get(
    '/api/games/list',
    {
      schema: { tags, querystring: GameListQuerySchema, response: { 200: compiledResponse(GameListSchema) } },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { rows, applications, cards, ruleVersions, records, positionOf } = await service.listGames(
        viewer,
        request.query,
      );
      const context = { viewerId: viewer.userId, cards, ruleVersions, applications, records, storage };
      return sendPage(reply, rows, request.query.size, positionOf).flatMap((row) => {
        const item = presentGameListItem(row.game, context);
        return item ? [item] : [];
      });
    },
  );
}
