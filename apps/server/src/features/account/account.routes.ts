import {
  DailyFirstBodySchema,
  DailyFirstResponseSchema,
  RegisterDeviceBodySchema,
  RemoveDeviceBodySchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps, PersonalDataOwner } from '../feature-deps.ts';
import type { AccountService } from './account.service.ts';

export interface AccountFeatureDeps extends FeatureDeps {
  /** Every feature's forgetUser, in order (personal-data.ts): account deletion runs them all. */
  personalData: readonly PersonalDataOwner[];
}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface AccountRoutesDeps extends AccountFeatureDeps {
  account: AccountService;
}

export async function accountRoutes(app: FastifyInstance, { account }: AccountRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noContent = { 204: z.null() };

  api.post(
    '/api/push/register-device',
    { schema: { tags: ['push'], body: RegisterDeviceBodySchema, response: noContent } },
    async (request, reply) => {
      await account.registerPushDevice(requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/push/remove-device',
    // A POST without any body reaches validation as null: that too means "this session's devices".
    { schema: { tags: ['push'], body: RemoveDeviceBodySchema.nullable(), response: noContent } },
    async (request, reply) => {
      await account.removePushDevice(requireUser(request), request.body?.token);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/access/daily-first',
    {
      schema: { tags: ['account'], body: DailyFirstBodySchema, response: { 200: DailyFirstResponseSchema } },
    },
    async (request) => account.recordDailyAccess(requireUser(request), request.body?.deviceId),
  );

  api.post(
    '/api/user/remove',
    { schema: { tags: ['account'], response: noContent } },
    async (request, reply) => {
      await account.removeAccount(requireUser(request));
      return reply.status(204).send(null);
    },
  );
}
