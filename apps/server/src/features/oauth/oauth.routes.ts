import {
  NativeLoginBodySchema,
  singleLineText,
  SocialLoginResponseSchema,
  type OAuthProvider,
  type SocialLoginResponse,
} from '@hanpan/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { STATE_TTL_MS, type OAuthService } from './oauth.service.ts';
import { parseProvider, PROVIDER_LABELS } from './oauth-providers.ts';
import { allowedOriginsOf, clientUrl, requestedReturnOrigin, returnOriginOfState } from './return-origin.ts';
import { SignInFailure, signInFailureMessage } from './sign-in-failure.ts';

interface OAuthRoutesOptions {
  oauth: OAuthService;
  /** PUBLIC_URL: the origin the providers send users back to; else the request's own. */
  publicUrl: string | undefined;
  /** CORS_ORIGINS: client origins a sign-in may return to (return-origin.ts). */
  corsOrigins: readonly string[];
}

// Per IP. A sign-in takes one start and one callback; a few retries fit easily.
const START_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const CALLBACK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const NATIVE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const ProviderParamsSchema = z.object({ provider: z.string().max(20) });

/**
 * Binds a sign-in to the browser that started it (login CSRF: otherwise anyone could send a victim
 * their own unused callback URL and sign the victim into the attacker's account). SameSite=Lax
 * cookies ride along on the provider's top-level GET redirect back to us. Apple's form_post is a
 * cross-site POST that carries no Lax cookie, so Apple relies on the single-use state alone.
 */
const STATE_COOKIE = 'hanpan_oauth_state';

function stateCookie(request: FastifyRequest, state: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${state}; Path=/oauth2/callback; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function stateCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  return header
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === STATE_COOKIE)?.[1];
}

// Read by hand, not by the route schema: a malformed callback must end on /init, not in a JSON 400.
const CallbackParamsSchema = z.object({
  code: singleLineText('인증 코드').min(1).max(2048).optional(),
  state: singleLineText('state').min(1).max(256).optional(),
  error: singleLineText('error').min(1).max(256).optional(),
});

const LoginHintSchema = z.object({
  login_hint: z
    .string()
    .max(254)
    .regex(/^[\w.@+-]+$/)
    .optional()
    .catch(undefined),
});

export async function oauthRoutes(
  app: FastifyInstance,
  { oauth, publicUrl, corsOrigins }: OAuthRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allowedOrigins = allowedOriginsOf(corsOrigins);
  const toClient = (origin: string | null, path: string) => clientUrl(origin, publicUrl, path);
  const tags = ['oauth'];
  const callbackUrl = (request: FastifyRequest, provider: OAuthProvider) =>
    `${publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}/oauth2/callback/${provider}`;

  api.get(
    '/oauth2/authorization/:provider',
    {
      schema: {
        tags,
        summary: 'Starts a social sign-in: 302 to the provider (or to /init?error=… when unavailable)',
        params: ProviderParamsSchema,
      },
      config: { rateLimit: START_RATE_LIMIT },
    },
    async (request, reply) => {
      const provider = parseProvider(request.params.provider);
      const returnOrigin = requestedReturnOrigin(request, allowedOrigins);
      try {
        if (!provider) throw new SignInFailure('not_enabled', `unknown provider ${request.params.provider}`);
        const loginHint = LoginHintSchema.parse(request.query ?? {}).login_hint;
        const url = await oauth.startSignIn(provider, callbackUrl(request, provider), {
          loginHint,
          returnOrigin,
        });
        const state = new URL(url).searchParams.get('state') ?? '';
        void reply.header('set-cookie', stateCookie(request, state, STATE_TTL_MS / 1000));
        return redirectNoStore(reply, url);
      } catch (error) {
        return redirectToInit(request, reply, provider, error, toClient(returnOrigin, '/init'));
      }
    },
  );

  // Apple answers with a form POST (response_mode=form_post); the others with a GET.
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: '/oauth2/callback/:provider',
      schema: {
        tags,
        summary: 'Provider callback: 302 to /oauth/callback?token=…&isNewUser=…&nickname=… or /init?error=…',
        params: ProviderParamsSchema,
      },
      config: { rateLimit: CALLBACK_RATE_LIMIT },
      handler: async (request, reply) => {
        const provider = parseProvider(request.params.provider);
        const params = CallbackParamsSchema.safeParse(method === 'GET' ? request.query : request.body);
        const returnOrigin = returnOriginOfState(params.data?.state, allowedOrigins);
        try {
          if (!provider)
            throw new SignInFailure('not_enabled', `unknown provider ${request.params.provider}`);
          if (!params.success) throw new SignInFailure('state_invalid', 'malformed callback parameters');
          void reply.header('set-cookie', stateCookie(request, '', 0));
          const result = await oauth.finishSignIn(
            provider,
            params.data,
            callbackUrl(request, provider),
            request.headers['user-agent'] ?? null,
            // Apple's cross-site form POST cannot carry the Lax cookie; GET callbacks must.
            method === 'GET' ? { browserState: stateCookieOf(request) } : null,
          );
          return redirectNoStore(reply, toClient(returnOrigin, signedInLocation(result)));
        } catch (error) {
          return redirectToInit(request, reply, provider, error, toClient(returnOrigin, '/init'));
        }
      },
    });
  }

  api.post(
    '/api/auth/native/:provider',
    {
      schema: {
        tags,
        summary:
          "A native app's provider token (Kakao: access token; Google, Apple: id token) for our session",
        params: ProviderParamsSchema,
        body: NativeLoginBodySchema,
        response: { 200: SocialLoginResponseSchema },
      },
      config: { rateLimit: NATIVE_RATE_LIMIT },
    },
    async (request) => {
      const provider = parseProvider(request.params.provider);
      try {
        if (!provider) throw new SignInFailure('not_enabled', `unknown provider ${request.params.provider}`);
        return await oauth.nativeSignIn(provider, request.body.token, request.headers['user-agent'] ?? null);
      } catch (error) {
        throw nativeFailure(request, provider, error);
      }
    },
  );
}

/** The contract's end of every successful sign-in (contract notes: OAuth line). */
function signedInLocation({ token, isNewUser, nickname }: SocialLoginResponse): string {
  return (
    `/oauth/callback?token=${encodeURIComponent(token)}&isNewUser=${isNewUser}` +
    `&nickname=${encodeURIComponent(nickname ?? '')}`
  );
}

// The redirects carry a state or a session token: never cache them.
function redirectNoStore(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

function redirectToInit(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider | null,
  error: unknown,
  initUrl: string,
) {
  const reason = error instanceof SignInFailure ? error.reason : 'unexpected';
  const log = { provider, reason, err: error };
  if (reason === 'unexpected') request.log.error(log, 'social sign-in failed');
  else if (reason === 'cancelled') request.log.info(log, 'social sign-in cancelled');
  else request.log.warn(log, 'social sign-in failed');
  return redirectNoStore(
    reply,
    `${initUrl}?error=${encodeURIComponent(signInFailureMessage(reason, provider))}`,
  );
}

function nativeFailure(request: FastifyRequest, provider: OAuthProvider | null, error: unknown): unknown {
  if (!(error instanceof SignInFailure)) return error;
  request.log.warn({ provider, reason: error.reason, err: error }, 'native social sign-in failed');
  switch (error.reason) {
    case 'not_enabled':
      return new AppError('not_found', '지원하지 않는 로그인 방식이에요.');
    case 'token_invalid':
      return new AppError('unauthorized', '로그인 정보를 확인할 수 없어요. 다시 로그인해 주세요.');
    default: {
      const label = provider ? PROVIDER_LABELS[provider] : '';
      return new AppError(
        'service_unavailable',
        `${label} 로그인 서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.`.trim(),
      );
    }
  }
}
