import { AdminStatsSchema, AdminUsersQuerySchema, UserSearchResultsSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from '../../http/list-page.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentUserSearchResult } from '../users/index.ts';
import type { AdminServiceDeps, AdminService } from './admin.service.ts';

export interface AdminFeatureDeps extends FeatureDeps, Pick<AdminServiceDeps, 'editRequestStats'> {}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface AdminRoutesDeps extends AdminFeatureDeps {
  admin: AdminService;
}

export async function adminRoutes(app: FastifyInstance, { storage, admin }: AdminRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/stats', { schema: { tags, response: { 200: AdminStatsSchema } } }, async () =>
    admin.getStats(),
  );

  api.get(
    '/api/admin/users',
    { schema: { tags, querystring: AdminUsersQuerySchema, response: { 200: UserSearchResultsSchema } } },
    async (request, reply) => {
      const rows = await admin.listUsers(request.query);
      return sendPage(reply, rows, request.query.size, (row) => [row.at, row.id]).map((row) =>
        presentUserSearchResult(row, storage),
      );
    },
  );
}
