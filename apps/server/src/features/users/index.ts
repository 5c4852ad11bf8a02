import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';

/** Profiles, onboarding calls, uploads, blocks, account settings and deletion. */
export async function usersFeature(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
