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
  type OAuthProvider,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-auth.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { presentDemoUser, presentSessionInfo } from './auth.presenter.ts';
import type { AuthService } from './auth.service.ts';

/**
 * The auth feature's deps: the same object app.ts gives every feature, plus two answers of its own.
 * (Declared here, not as `extends FeatureDeps`: FeatureDeps names AuthService, so importing it back
 * would make a cycle.)
 */
export interface AuthFeatureDeps {
  authService: AuthService;
  storage: FileStorage;
  demoLoginEnabled: boolean;
  /** Which social sign-ins are configured (the oauth feature knows; app.ts asks it). */
  signInProviders: Record<OAuthProvider, boolean>;
}

// Per IP; the per-account limit lives in the service (login-attempt-limiter).
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export async function authRoutes(
  app: FastifyInstance,
  { authService, storage, demoLoginEnabled, signInProviders }: AuthFeatureDeps,
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
    ...signInProviders,
    demo: demoLoginEnabled,
  }));

  api.post(
    '/api/auth/login',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request) =>
      authService.loginGroupAccount(request.body, request.headers['user-agent'] ?? null, request.ip),
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
