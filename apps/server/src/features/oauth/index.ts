import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';

/** Social sign-in (Kakao, Google, Apple) and the native-app token exchange. */
export async function oauthFeature(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
