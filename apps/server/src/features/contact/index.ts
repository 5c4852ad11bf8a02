import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './contact.queries.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/** The contact form and the administrators' list. Owns `contact_messages`. */
export async function contactFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(contactRoutes, { ...deps, contact: createContactService({ db: deps.db }) });
}

/** Account deletion: the requests stay for the staff, without the reply address. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.blankReplyAddressesOf(tx, userId);
}
