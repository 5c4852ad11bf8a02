import { GameListQuerySchema, GameListSchema, type GameListItem } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../../http/compiled-serializer.ts';
import { sendPage } from '../../../http/list-page.ts';
import { requireUser } from '../../../http/request-auth.ts';
import type { PageTable } from '../../../cache/page-cache.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { cardPageText } from '../shared/game-cards.presenter.ts';
import type { GameListService } from './game-list.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface GameListRoutesDeps extends FeatureDeps {
  gameList: GameListService;
}

/** What a page of the list shows (decision 043; page-reads.test.ts checks it). */
const GAME_LIST_READS: readonly PageTable[] = [
  'games',
  'users',
  'user_blocks',
  'hidden_items',
  'game_applications',
  'rules',
  'rule_versions',
  'player_rule_records',
  'player_ratings',
];

export async function gameListRoutes(
  app: FastifyInstance,
  { storage, pages, gameList: service }: GameListRoutesDeps,
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
      return pages.send<GameListItem[]>(request, reply, viewer, GAME_LIST_READS, async () => {
        const { rows, positionOf } = await service.listGames(viewer, request.query);
        // Already JSON text (game-list.queries.ts gameListItemTextSql), sent past the schema's
        // serializer. game-list-bytes.test.ts holds it to presentGameListItem's answer byte for
        // byte; the API tests parse it.
        return cardPageText(sendPage(reply, rows, request.query.size, positionOf), storage);
      });
    },
  );
}
