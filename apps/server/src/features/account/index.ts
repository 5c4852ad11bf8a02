import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import * as queries from './account.queries.ts';
import { accountRoutes, type AccountFeatureDeps } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** Push devices, daily access, account deletion. Owns `push_devices` and `daily_accesses`. */
export async function accountFeature(app: FastifyInstance, deps: AccountFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  // A revoked session (logout, admin) must stop receiving pushes on that phone.
  deps.authService.onRevoked((revoked) => queries.deletePushDevicesOfRevoked(deps.db, revoked));
  const { db, storage, authService, personalData } = deps;
  const account = createAccountService({ db, storage, authService, personalData, log: app.log });
  await app.register(accountRoutes, { ...deps, account });
}

/** Account deletion: the person's devices and daily-access records. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteDevicesAndAccessesOf(tx, userId);
}

export type { AccountFeatureDeps };

/** For the notifications feature: a user's push devices, and forgetting the dead ones. */
export { deletePushDevicesByIds, listPushDevicesOf } from './account.queries.ts';
