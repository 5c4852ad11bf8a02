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
import { requireUser } from '../../../http/request-auth.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import type { GameManagementService } from './game-management.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface GameManagementRoutesDeps extends FeatureDeps {
  gameManagement: GameManagementService;
}

/**
 * Applications, approvals, deletion and friend invitations (issue 11 §1, §4, §5). Every call
 * answers the game's state after it (GameActionResultSchema).
 */
export async function gameManagementRoutes(
  app: FastifyInstance,
  { gameManagement: service }: GameManagementRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  const response = { 200: GameActionResultSchema };
  const byId = (summary: string) => ({ tags, summary, params: GameActionParamsSchema, response });

  api.post(
    '/api/games/:id/apply',
    {
      schema: byId(
        'Apply to an open random game (REQUESTED); 400 own game, 404 friend game, 409 not open or already applied',
      ),
    },
    async (request) => service.apply(requireUser(request), request.params.id),
  );
  api.post(
    '/api/games/cancel-request',
    {
      schema: {
        tags,
        summary: 'Withdraw my application; an approved challenger leaving reopens the game (MATCHING)',
        body: CancelRequestBodySchema,
        response,
      },
    },
    async (request) => service.cancelRequest(requireUser(request), request.body.gameId),
  );
  api.post(
    '/api/games/approve',
    {
      schema: {
        tags,
        summary:
          "Owner approves one challenger: SCHEDULED with them; one winner under a race, else 409 '한 명만 승인 가능…'",
        body: ApproveBodySchema,
        response,
      },
    },
    async (request) => service.approve(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.post(
    '/api/games/cancel-approve',
    {
      schema: {
        tags,
        summary:
          'Owner takes the approval back: MATCHING, no opponent, challenger REQUESTED; 409 once started',
        body: CancelApproveBodySchema,
        response,
      },
    },
    async (request) => service.cancelApprove(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.post(
    '/api/games/reject',
    {
      schema: {
        tags,
        summary: 'Owner turns a waiting challenger down (REJECTED; they cannot apply again)',
        body: RejectApplicationBodySchema,
        response,
      },
    },
    async (request) => service.reject(requireUser(request), request.body.gameId, request.body.userId),
  );
  api.delete(
    '/api/games/:id/delete',
    { schema: byId('Owner deletes a game that never started (CANCELED, leaves every list); 403, 404, 409') },
    async (request) => service.deleteGame(requireUser(request), request.params.id),
  );

  // Friend games (issue 11 §1): the invited friend answers; after a decline the owner opens it.
  api.post(
    '/api/games/:id/invitation/accept',
    { schema: byId('Invited friend accepts a friend game: SCHEDULED with them as opponent') },
    async (request) => service.acceptInvitation(requireUser(request), request.params.id),
  );
  api.post(
    '/api/games/:id/invitation/decline',
    {
      schema: byId('Invited friend declines; the owner is told and opens (POST …/open) or deletes the game'),
    },
    async (request) => service.declineInvitation(requireUser(request), request.params.id),
  );
  api.post(
    '/api/games/:id/open',
    { schema: byId('Owner opens a declined friend game to everyone: an open random game, listed') },
    async (request) => service.openGame(requireUser(request), request.params.id),
  );
}
