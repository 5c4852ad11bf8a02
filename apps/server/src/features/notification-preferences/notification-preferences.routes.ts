import { NotificationPreferenceSchema, NotificationPreferencesSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import {
  listNotificationPreferences,
  updateNotificationPreference,
} from './notification-preferences.service.ts';

export async function notificationPreferencesRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/api/notification-preferences',
    { schema: { tags, response: { 200: NotificationPreferencesSchema } } },
    async (request) => listNotificationPreferences(db, requireUser(request)),
  );

  api.put(
    '/api/notification-preferences',
    {
      schema: { tags, body: NotificationPreferenceSchema, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => updateNotificationPreference(db, requireUser(request), request.body),
  );
}
