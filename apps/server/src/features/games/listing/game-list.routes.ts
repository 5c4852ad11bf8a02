import { GameListQuerySchema, GameListSchema, type GameListItem } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../../http/compiled-serializer.ts';
import { sendPage } from '../../../http/list-page.ts';
import { sendJsonText } from '../../../http/json-text-reply.ts';
import { withFileUrls } from '../../../storage/file-url-text.ts';
import { requireUser } from '../../../http/request-auth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
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
      const { rows, positionOf } = await service.listGames(requireUser(request), request.query);
      const page = sendPage(reply, rows, request.query.size, positionOf);
      // A row without a card (its rule version is gone) still counted for the page and its cursor.
      const items = page.flatMap((row) => (row.item === null ? [] : [row.item]));
      // WARNING: already JSON text (game-list.queries.ts gameListItemTextSql): Fastify sends a string
      // with a JSON content type as it is, past the schema's serializer. game-list-bytes.test.ts
      // holds it to presentGameListItem's answer byte for byte; the API tests parse it.
      const text = withFileUrls(`[${items.join(',')}]`, storage);
      return sendJsonText<GameListItem[]>(reply, text);
    },
  );
}
