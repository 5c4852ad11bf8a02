import {
  ActiveMyGameSchema,
  GameKickoffParamsSchema,
  GameLogListSchema,
  GameLogsQuerySchema,
  GameResultSchema,
  type ActiveMyGame,
  type GameMedia,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageTable } from '../../cache/page-cache.ts';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentResult } from './match.presenter.ts';
import type { MatchService } from './match.service.ts';

export interface MatchRoutesDeps extends FeatureDeps {
  match: MatchService;
  resultMedia?: (gameId: number) => Promise<GameMedia[]>;
}

/** The live match's reads (issue 18 item 1): the log, the caller's active game, the result. */
/** What the active-game poll shows (decision 043; page-reads.test.ts checks it). */
const ACTIVE_GAME_READS: readonly PageTable[] = [
  'games',
  'games.counts',
  'users',
  'rule_versions',
  'match_results',
  'reviews',
];

/** How long a kept active-game answer may be served: its review prompts move with the clock. */
const ACTIVE_GAME_MAX_AGE_MS = 60_000;

export async function matchRoutes(
  app: FastifyInstance,
  { match, storage, resultMedia, pages }: MatchRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['match'];

  api.get(
    '/api/games/:id/game-logs',
    {
      schema: {
        tags,
        params: GameKickoffParamsSchema,
        querystring: GameLogsQuerySchema,
        response: { 200: GameLogListSchema },
      },
    },
    async (request) => match.gameLogs(requireUser(request), request.params.id, request.query.afterSeq),
  );

  api.get(
    '/api/games/active/my',
    { schema: { tags, response: { 200: compiledResponse(ActiveMyGameSchema) } } },
    // Polled every 5 s by every signed-in phone (spec §4): kept until a game, result or review is
    // written, and a minute at most: the games waiting for a review leave it as their days pass
    // (reviews' REVIEW_PROMPT_DAYS), which no write announces.
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<ActiveMyGame>(
        request,
        reply,
        viewer,
        ACTIVE_GAME_READS,
        () => match.activeGameOf(viewer),
        { maxAgeMs: ACTIVE_GAME_MAX_AGE_MS },
      );
    },
  );

  api.get(
    '/api/games/:id/result',
    { schema: { tags, params: GameKickoffParamsSchema, response: { 200: GameResultSchema } } },
    async (request) => {
      const { game, rule, result, cards, newChampionIdx } = await match.resultOf(
        requireUser(request),
        request.params.id,
      );
      const presented = presentResult(game, rule, result, cards, storage, newChampionIdx);
      return resultMedia ? { ...presented, media: await resultMedia(game.id) } : presented;
    },
  );
}
