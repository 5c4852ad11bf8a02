import {
  AuthProvidersSchema,
  CurrentUserIdResponseSchema,
  DemoLoginBodySchema,
  DemoUserSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SessionInfoSchema,
  TokenResponseSchema,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentDemoUser, presentSessionInfo } from './auth.presenter.ts';
import type { AuthService } from './auth.service.ts';
import { requireUser } from './request-auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { enabledProviders } from '../oauth/oauth-providers.ts';

interface AuthRoutesOptions {
  authService: AuthService;
  storage: FileStorage;
  demoLoginEnabled: boolean;
}

// Per IP; the per-account limit lives in the service (login-attempt-limiter).
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export async function authRoutes(
  app: FastifyInstance,
  { authService, storage, demoLoginEnabled }: AuthRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.get(
    '/api/auth/current-user-id',
    { schema: { tags, response: { 200: CurrentUserIdResponseSchema } } },
    async (request) => requireUser(request).userId,
  );

  api.get('/api/auth/session', { schema: { tags, response: { 200: SessionInfoSchema } } }, async (request) =>
    presentSessionInfo(await authService.currentUser(requireUser(request))),
  );

  api.get('/api/auth/providers', { schema: { tags, response: { 200: AuthProvidersSchema } } }, async () => ({
    ...enabledProviders(app.deps.config),
    demo: demoLoginEnabled,
  }));

  api.post(
    '/api/auth/login',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request) => authService.loginGroupAccount(request.body, request.headers['user-agent'] ?? null),
  );

  api.post(
    '/api/auth/register',
    { schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } } },
    async (request, reply) => {
      const created = await authService.registerGroupAccount(requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.post('/api/auth/logout', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await authService.logout(requireUser(request));
    return reply.status(204).send(null);
  });

  if (!demoLoginEnabled) return;

  api.get(
    '/api/auth/demo-users',
    { schema: { tags, response: { 200: z.array(DemoUserSchema) } } },
    async () => (await authService.listDemoUsers()).map((user) => presentDemoUser(user, storage)),
  );

  api.post(
    '/api/auth/demo-login',
    {
      schema: { tags, body: DemoLoginBodySchema, response: { 200: TokenResponseSchema } },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request) => authService.demoLogin(request.body.userId, request.headers['user-agent'] ?? null),
  );
}
