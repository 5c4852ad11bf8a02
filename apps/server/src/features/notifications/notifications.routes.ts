import {
  ListQuerySchema,
  NotificationIdParamsSchema,
  NotificationsSchema,
  UnreadCountSchema,
  WebPushKeySchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { sendPage } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import type { PushSender } from '../../integrations/push/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsFeatureDeps extends FeatureDeps {
  /** Only its public key is read here (GET /api/push/web-push-key). */
  push: Pick<PushSender, 'webPushPublicKey'>;
}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface NotificationsRoutesDeps extends NotificationsFeatureDeps {
  notifications: NotificationsService;
}

export async function notificationsRoutes(
  app: FastifyInstance,
  { push, notifications }: NotificationsRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const noContent = { 204: z.null() };

  api.get(
    '/api/notifications',
    {
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: compiledResponse(NotificationsSchema) },
      },
    },
    async (request, reply) => {
      const rows = await notifications.listNotifications(requireUser(request), request.query);
      return sendPage(reply, rows, request.query.size, (row) => row.position).map(presentNotification);
    },
  );

  api.get(
    '/api/notifications/unread-count',
    { schema: { tags, response: { 200: UnreadCountSchema } } },
    async (request) => notifications.countUnread(requireUser(request)),
  );

  api.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: NotificationIdParamsSchema, response: noContent } },
    async (request, reply) => {
      await notifications.markRead(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post('/api/notifications/clear', { schema: { tags, response: noContent } }, async (request, reply) => {
    await notifications.clearAll(requireUser(request));
    return reply.status(204).send(null);
  });

  api.get(
    '/api/push/web-push-key',
    { schema: { tags: ['push'], response: { 200: WebPushKeySchema } } },
    async () => ({ publicKey: push.webPushPublicKey }),
  );
}
