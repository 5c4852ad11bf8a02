import {
  AdminReportListSchema,
  AdminReportSchema,
  AdminReportsQuerySchema,
  HiddenTargetParamsSchema,
  ReportBodySchema,
  ReportCreatedSchema,
  ReportIdParamsSchema,
  ResolveReportBodySchema,
} from '@hanpan/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../http/list-page.ts';
import { requireAdmin, requireUser } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { presentAdminReport } from './reports.presenter.ts';
import type { ReportsService } from './reports.service.ts';

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface ReportsRoutesDeps extends FeatureDeps {
  reports: ReportsService;
}

// Per player: a generous ceiling that still stops a script flooding the staff's queue.
const REPORT_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `reports:user:${request.auth.userId}` : `reports:ip:${request.ip}`,
};

// Before body validation, so a player hears 403 (not a 400 about a body they may not send anyway).
const adminOnly = async (request: FastifyRequest) => void requireAdmin(request);

export async function reportsRoutes(app: FastifyInstance, { reports }: ReportsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  api.post(
    '/api/reports',
    {
      schema: { tags, body: ReportBodySchema, response: { 201: ReportCreatedSchema } },
      config: { rateLimit: REPORT_RATE_LIMIT },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.reportTarget(requireUser(request), request.body)),
  );

  api.get(
    '/api/admin/reports',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportListSchema },
      },
    },
    async (request, reply) => {
      const rows = await reports.listReports(request.query);
      const page = sendPage(reply, rows, request.query.size, (row) => [row.at, row.id]);
      return (await reports.withDetails(page)).map(presentAdminReport);
    },
  );

  api.post(
    '/api/admin/reports/:reportId/resolve',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: AdminReportSchema },
      },
    },
    async (request) =>
      presentAdminReport(
        await reports.resolveReport(requireAdmin(request), request.params.reportId, request.body),
      ),
  );

  api.delete(
    '/api/admin/hidden/:targetType/:targetId',
    {
      onRequest: adminOnly,
      schema: { tags: ['admin'], params: HiddenTargetParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await reports.unhideTarget(request.params);
      return reply.status(204).send(null);
    },
  );
}
