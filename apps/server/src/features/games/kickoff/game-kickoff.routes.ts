import {
  GameKickoffParamsSchema,
  GameSummaryQuerySchema,
  GameSummarySchema,
  InviteLinkSchema,
  InviteQuerySchema,
  LiveGameDetailSchema,
  SetGameRegionBodySchema,
  profileLimits,
  type GameSummary,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { compiledResponse } from '../../../http/compiled-serializer.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageCache, PageTable } from '../../../cache/page-cache.ts';
import { requireUser } from '../../../http/request-auth.ts';
import { readMultipartForm, registerMultipart, type ReadFormOptions } from '../../uploads/index.ts';
import type { GameKickoffService } from './game-kickoff.service.ts';

/** The start form: one photo in the part `photo` (contract-notes), at most 10 MB like every photo. */
const START_FORM: ReadFormOptions = {
  fileFields: ['photo'],
  maxFiles: 1,
  maxFileBytes: profileLimits.photoMaxBytes,
  tooLargeMessage: '사진은 10MB까지 올릴 수 있어요.',
};

/** Place, start, detail, summary and invite link of a game (issue 11 items 6 and 7; decision 018). */
/** What a game's summary shows (decision 043; page-reads.test.ts checks it). */
const SUMMARY_READS: readonly PageTable[] = [
  'games',
  'games.counts',
  'users',
  'user_blocks',
  'hidden_items',
  'game_applications',
  'rule_versions',
  'player_review_totals',
  'rule_champions',
];

export async function gameKickoffRoutes(
  app: FastifyInstance,
  { kickoff, pages }: { kickoff: GameKickoffService; pages: PageCache },
) {
  await registerMultipart(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];

  api.post(
    '/api/games/:id/set-region',
    {
      schema: {
        tags,
        params: GameKickoffParamsSchema,
        body: SetGameRegionBodySchema,
        response: { 200: LiveGameDetailSchema },
      },
    },
    async (request) => kickoff.setGameRegion(requireUser(request), request.params.id, request.body),
  );

  api.post(
    '/api/games/:id/start',
    { schema: { tags, params: GameKickoffParamsSchema, response: { 200: LiveGameDetailSchema } } },
    async (request) => {
      const actor = requireUser(request);
      // A start without a form has no photo: the service answers 400 start_photo_required.
      const form = request.isMultipart() ? await readMultipartForm(request, START_FORM) : null;
      return kickoff.startGame(actor, request.params.id, form?.files.get('photo')?.[0]?.data);
    },
  );

  api.get(
    '/api/games/:id/detail',
    { schema: { tags, params: GameKickoffParamsSchema, response: { 200: LiveGameDetailSchema } } },
    async (request) => kickoff.gameDetail(requireUser(request), request.params.id),
  );

  api.get(
    '/api/games/summary',
    {
      schema: {
        tags,
        querystring: GameSummaryQuerySchema,
        response: { 200: compiledResponse(GameSummarySchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<GameSummary>(request, reply, viewer, SUMMARY_READS, () =>
        kickoff.gameSummary(viewer, request.query.gameId),
      );
    },
  );

  api.post(
    '/api/invite',
    { schema: { tags, querystring: InviteQuerySchema, response: { 200: InviteLinkSchema } } },
    async (request) => kickoff.inviteLink(requireUser(request), request.query.gameId),
  );
}
