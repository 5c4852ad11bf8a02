import {
  ApproveBodySchema,
  CancelApproveBodySchema,
  CancelRequestBodySchema,
  GameActionParamsSchema,
  GameActionResultSchema,
  RejectApplicationBodySchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createGameManagementService } from './game-management.service.ts';

/**
 * Applications, approvals, deletion and friend invitations (issue 11 §1, §4, §5). Every call
 * answers the game's state after it (GameActionResultSchema).
 */
export async function gameManagementRoutes(app: FastifyInstance, { db, notifier }: FeatureDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createGameManagementService({ db, notifier, log: app.log });
  const tags = ['games'];
  const response = { 200: GameActionResultSchema };
  const byId = { tags, params: GameActionParamsSchema, response };

  api.post('/api/games/:id/apply', { schema: byId }, async (request) =>
    service.apply(requireUser(request), request.params.id),
  );
  api.post(
    '/api/games/cancel-request',
    { schema: { tags, body: CancelRequestBodySchema, response } },
    async (request) => service.cancelRequest(requireUser(request), request.body.gameId),
  );
  api.post('/api/games/approve', { schema: { tags, body: ApproveBodySchema, response } }, async (request) =>
    service.approve(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.post(
    '/api/games/cancel-approve',
    { schema: { tags, body: CancelApproveBodySchema, response } },
    async (request) => service.cancelApprove(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.post(
    '/api/games/reject',
    { schema: { tags, body: RejectApplicationBodySchema, response } },
    async (request) => service.reject(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.delete('/api/games/:id/delete', { schema: byId }, async (request) =>
    service.deleteGame(requireUser(request), request.params.id),
  );

  // Friend games (issue 11 §1): the invited friend answers; after a decline the owner opens it.
  api.post('/api/games/:id/invitation/accept', { schema: byId }, async (request) =>
    service.acceptInvitation(requireUser(request), request.params.id),
  );
  api.post('/api/games/:id/invitation/decline', { schema: byId }, async (request) =>
    service.declineInvitation(requireUser(request), request.params.id),
  );
  api.post('/api/games/:id/open', { schema: byId }, async (request) =>
    service.openGame(requireUser(request), request.params.id),
  );
}
