import {
  AdminEditRequestsQuerySchema,
  AdminStatsSchema,
  EditRequestIdParamsSchema,
  EditRequestListSchema,
  EditRequestSchema,
  RejectEditRequestBodySchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from '../../http/list-page.ts';
import { requireAdmin } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentEditRequest } from './edit-requests.presenter.ts';
import { requestPosition, type EditRequestPage, type EditRequestsService } from './edit-requests.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface AdminEditRequestsRoutesDeps extends FeatureDeps {
  editRequests: EditRequestsService;
}

const present = ({ rows, cards }: EditRequestPage) => presentEditRequest(rows[0]!, cards);

/** The admin's review of edit requests (spec §2 Admin edit requests, §7 Admin). */
export async function adminEditRequestsRoutes(
  app: FastifyInstance,
  { editRequests }: AdminEditRequestsRoutesDeps,
) {
  // Before body validation: a player hears 403 (anonymous 401), never a 400 about the body.
  app.addHook('onRequest', async (request) => void requireAdmin(request));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/rules/edit-requests',
    {
      schema: { tags, querystring: AdminEditRequestsQuerySchema, response: { 200: EditRequestListSchema } },
    },
    async (request, reply) => {
      const { rows, cards } = await editRequests.listEditRequests(request.query);
      return sendPage(reply, rows, request.query.size, requestPosition).map((row) =>
        presentEditRequest(row, cards),
      );
    },
  );

  api.get(
    '/api/admin/rules/edit-requests/counts',
    { schema: { tags, response: { 200: AdminStatsSchema.shape.editRequests } } },
    async () => editRequests.countEditRequests(),
  );

  api.get(
    '/api/admin/rules/edit-requests/:editRequestId',
    { schema: { tags, params: EditRequestIdParamsSchema, response: { 200: EditRequestSchema } } },
    async (request) => present(await editRequests.getEditRequest(request.params.editRequestId)),
  );

  api.post(
    '/api/admin/rules/edit-requests/:editRequestId/approve',
    { schema: { tags, params: EditRequestIdParamsSchema, response: { 200: EditRequestSchema } } },
    async (request) =>
      present(await editRequests.approveEditRequest(requireAdmin(request), request.params.editRequestId)),
  );

  api.post(
    '/api/admin/rules/edit-requests/:editRequestId/reject',
    {
      schema: {
        tags,
        params: EditRequestIdParamsSchema,
        body: RejectEditRequestBodySchema,
        response: { 200: EditRequestSchema },
      },
    },
    async (request) =>
      present(
        await editRequests.rejectEditRequest(
          requireAdmin(request),
          request.params.editRequestId,
          request.body.rejectionReason,
        ),
      ),
  );
}
