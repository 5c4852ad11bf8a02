import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './oauth.queries.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { createOAuthService } from './oauth.service.ts';

/** Social sign-in (Kakao, Google, Apple) and the native-app token exchange. */
export async function oauthFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  // Apple's form_post callback. Registered in this plugin's scope only: no other route takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  if (deps.config.KAKAO_CLIENT_ID && !deps.config.KAKAO_APP_ID) {
    app.log.warn('KAKAO_APP_ID is not set: native Kakao tokens are not checked to be issued to this app');
  }
  await app.register(oauthRoutes, {
    oauth: createOAuthService(deps),
    publicUrl: deps.config.PUBLIC_URL,
    corsOrigins: deps.config.CORS_ORIGINS,
  });
}

/** Account deletion: the sign-in links go, so signing in again with that provider starts afresh. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteIdentitiesOfUser(tx, userId);
}

export { enabledProviders } from './oauth-providers.ts';
