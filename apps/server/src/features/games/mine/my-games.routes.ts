import {
  GameApplicantsQuerySchema,
  GameApplicantsSchema,
  GameRequestCountSchema,
  MyGamesQuerySchema,
  MyGamesSchema,
  MyRequestsQuerySchema,
  MyRequestsSchema,
  type GameApplicants,
  type MyGame,
  type MyRequest,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledResponse } from '../../../http/compiled-serializer.ts';
import { sendPage } from '../../../http/list-page.ts';
import { requireUser } from '../../../http/request-auth.ts';
import type { PageTable } from '../../../cache/page-cache.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { presentApplicant } from './my-games.presenter.ts';
import { cardPageText, ruleRecordOf } from '../shared/game-cards.presenter.ts';
import type { MyGamesService } from './my-games.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface MyGamesRoutesDeps extends FeatureDeps {
  myGames: MyGamesService;
}

/** /game's lists (issue 11 §5; the web polls them every 3 s while the page is visible). */
/** What my games, my requests and the challengers show (decision 043; page-reads.test.ts checks it). */
const MY_GAMES_READS: readonly PageTable[] = [
  'games',
  'users',
  'user_blocks',
  'hidden_items',
  'game_applications',
  'rule_versions',
  'player_rule_records',
  'player_ratings',
  'player_review_totals',
  'rule_champions',
  'reports',
];

/** A my-games or my-requests row's keyset position. */
const positionOfRow = (row: { position: string; id: number }) => [row.position, row.id];

export async function myGamesRoutes(
  app: FastifyInstance,
  { storage, pages, myGames: service }: MyGamesRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];

  api.get(
    '/api/games/request-count',
    {
      schema: {
        tags,
        summary: '{count}: challengers waiting (REQUESTED) on my MATCHING and SCHEDULED games',
        response: { 200: GameRequestCountSchema },
      },
    },
    async (request) => ({ count: await service.countRequests(requireUser(request)) }),
  );

  api.get(
    '/api/games/my-games',
    {
      schema: {
        tags,
        summary: 'Games I own, play in without an application, or am invited to (newest first, paged)',
        querystring: MyGamesQuerySchema,
        response: { 200: compiledResponse(MyGamesSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<MyGame[]>(request, reply, viewer, MY_GAMES_READS, async () => {
        const rows = await service.listMyGames(viewer, request.query);
        // Already JSON text (my-games.queries.ts myGameItemTextSql), sent past the schema's
        // serializer; my-games-bytes.test.ts holds it to presentMyGame's answer byte for byte.
        return cardPageText(sendPage(reply, rows, request.query.size, positionOfRow), storage);
      });
    },
  );

  api.get(
    '/api/games/my-requests',
    {
      schema: {
        tags,
        summary: 'My applications with their games (newest first, paged)',
        querystring: MyRequestsQuerySchema,
        response: { 200: compiledResponse(MyRequestsSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<MyRequest[]>(request, reply, viewer, MY_GAMES_READS, async () => {
        const rows = await service.listMyRequests(viewer, request.query);
        // Already JSON text (my-requests.queries.ts myRequestItemTextSql), sent past the schema's
        // serializer; my-requests-bytes.test.ts holds it to presentMyRequest's answer byte for byte.
        return cardPageText(sendPage(reply, rows, request.query.size, positionOfRow), storage);
      });
    },
  );

  api.get(
    '/api/games/my-games/applicants',
    {
      schema: {
        tags,
        summary:
          'Challengers in line per game (?gameIds=1,2; default my open and scheduled games, at most 100)',
        querystring: GameApplicantsQuerySchema,
        response: { 200: compiledResponse(GameApplicantsSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<GameApplicants>(request, reply, viewer, MY_GAMES_READS, async () => {
        const { gameIds, applications, cards, records, ruleOf } = await service.listApplicants(
          viewer,
          request.query.gameIds,
        );
        return gameIds.map((gameId) => ({
          gameId,
          applicants: applications
            .filter((application) => application.gameId === gameId)
            .map((application) =>
              presentApplicant(
                application,
                cards,
                storage,
                ruleRecordOf(records, application.applicantId, ruleOf.get(gameId)!),
              ),
            ),
        }));
      });
    },
  );
}
