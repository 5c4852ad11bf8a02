import { ContactBodySchema, ContactMessagesSchema, ListQuerySchema } from '@hanpan/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../http/list-page.ts';
import { requireAdmin, requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentContactMessage } from './contact.presenter.ts';
import type { ContactService } from './contact.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface ContactRoutesDeps extends FeatureDeps {
  contact: ContactService;
}

// Per player, not per IP: a whole office behind one address may write to us at once.
const CONTACT_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `contact:user:${request.auth.userId}` : `contact:ip:${request.ip}`,
};

export async function contactRoutes(app: FastifyInstance, { contact }: ContactRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: ContactBodySchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) =>
      reply.status(201).send(await contact.sendContactMessage(requireUser(request), request.body)),
  );

  api.get(
    '/api/admin/contact-messages',
    {
      schema: { tags: ['admin'], querystring: ListQuerySchema, response: { 200: ContactMessagesSchema } },
    },
    async (request, reply) => {
      requireAdmin(request);
      const rows = await contact.listContactMessages(request.query);
      return sendPage(reply, rows, request.query.size, (row) => [row.at, row.id]).map(presentContactMessage);
    },
  );
}
