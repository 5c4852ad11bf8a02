import {
  ChallengeAcceptedSchema,
  ChallengeAnswerBodySchema,
  ChallengeCancelBodySchema,
  ChallengeListQuerySchema,
  ChallengeListSchema,
  ChallengeRequestBodySchema,
  ChallengeSchema,
  ChallengeStatusQuerySchema,
  ChallengeStatusWithUserSchema,
  CheckChallengeQuerySchema,
  CheckChallengeSchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../http/list-page.ts';
import { queryFillsBody } from '../../http/query-as-body.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import {
  presentChallenge,
  presentListedChallenge,
  presentStatusWithUser,
} from './play-with-me-too.presenter.ts';
import type { PlayWithMeTooService } from './play-with-me-too.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface PlayWithMeTooRoutesDeps extends FeatureDeps {
  playWithMeToo: PlayWithMeTooService;
}

const BASE = '/api/play-with-me-too';
// request, cancel, accept and reject also read the query when no JSON body comes: the old client
// sends them bodiless, `axios.post(`/accept?requesterId=${id}`)` (issue 16 item 14).

export async function playWithMeTooRoutes(
  app: FastifyInstance,
  { storage, playWithMeToo: service }: PlayWithMeTooRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['play-with-me-too'];

  api.post(
    `${BASE}/request`,
    {
      preValidation: queryFillsBody,
      schema: { tags, body: ChallengeRequestBodySchema, response: { 201: ChallengeSchema } },
    },
    async (request, reply) => {
      const { row, context } = await service.sendChallenge(requireUser(request), request.body);
      return reply.status(201).send(presentChallenge(row, context, storage));
    },
  );

  api.delete(
    `${BASE}/request`,
    {
      preValidation: queryFillsBody,
      schema: { tags, body: ChallengeCancelBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.cancelChallenge(requireUser(request), request.body.targetUserId);
      return reply.status(204).send(null);
    },
  );

  // Answers the new game's id as a bare number, like POST /api/games/create.
  api.post(
    `${BASE}/accept`,
    {
      preValidation: queryFillsBody,
      schema: { tags, body: ChallengeAnswerBodySchema, response: { 200: ChallengeAcceptedSchema } },
    },
    async (request) => service.acceptChallenge(requireUser(request), request.body.requesterId),
  );

  api.post(
    `${BASE}/reject`,
    {
      preValidation: queryFillsBody,
      schema: { tags, body: ChallengeAnswerBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.rejectChallenge(requireUser(request), request.body.requesterId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${BASE}/check-request`,
    { schema: { tags, querystring: CheckChallengeQuerySchema, response: { 200: CheckChallengeSchema } } },
    async (request) => {
      const found = await service.checkChallenge(requireUser(request), request.query.fromUserId);
      return found ? presentChallenge(found.row, found.context, storage) : null;
    },
  );

  api.get(
    `${BASE}/status-with-user`,
    {
      schema: {
        tags,
        querystring: ChallengeStatusQuerySchema,
        response: { 200: compiledResponse(ChallengeStatusWithUserSchema) },
      },
    },
    async (request) => {
      const found = await service.statusWithUser(requireUser(request), request.query.otherUserId);
      return found ? presentStatusWithUser(found) : null;
    },
  );

  for (const [path, side] of [
    ['received-requests', 'to'],
    ['sent-requests', 'from'],
  ] as const) {
    api.get(
      `${BASE}/${path}`,
      {
        schema: {
          tags,
          querystring: ChallengeListQuerySchema,
          response: { 200: compiledResponse(ChallengeListSchema) },
        },
      },
      async (request, reply) => {
        const rows = await service.listChallenges(requireUser(request), side, request.query);
        return sendPage(reply, rows, request.query.size, (row) => [row.position, row.request.id]).map((row) =>
          presentListedChallenge(row, storage),
        );
      },
    );
  }
}
