import { EditRequestFormSchema, EditRequestIdParamsSchema, EditRequestSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentEditRequest } from './edit-requests.presenter.ts';
import type { EditRequestsService } from './edit-requests.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface EditRequestsRoutesDeps extends FeatureDeps {
  editRequests: EditRequestsService;
}

/** The creator's side of edit requests: submit and cancel (spec §7 Rules). */
export async function editRequestsRoutes(app: FastifyInstance, { editRequests }: EditRequestsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rules'];

  api.post(
    '/api/rules/edit-requests',
    { schema: { tags, body: EditRequestFormSchema, response: { 201: EditRequestSchema } } },
    async (request, reply) => {
      const { rows, cards } = await editRequests.requestEdit(requireUser(request), request.body);
      return reply.status(201).send(presentEditRequest(rows[0]!, cards));
    },
  );

  api.post(
    '/api/rules/edit-requests/:editRequestId/cancel',
    { schema: { tags, params: EditRequestIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await editRequests.cancelEditRequest(requireUser(request), request.params.editRequestId);
      return reply.status(204).send(null);
    },
  );
}
