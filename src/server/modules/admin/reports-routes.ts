import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportSchema,
  adminReportsQuerySchema,
  resolvedReportSchema,
  resolveReportInputSchema,
} from '@shared/schemas/admin';
import { idParamSchema } from '@shared/schemas/common';
import { listReports, resolveReport } from '../reports';
import { adminErrors } from './responses';

export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports',
    {
      onRequest: app.requirePermission('moderate:reports'),
      schema: {
        tags: ['admin'],
        summary: 'The report queue, by platform, newest, oldest or most reported first',
        querystring: adminReportsQuerySchema,
        response: { 200: z.array(adminReportSchema), ...adminErrors },
      },
    },
    (request) => listReports(app.db, request.query),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      onRequest: app.requirePermission('moderate:reports'),
      schema: {
        tags: ['admin'],
        summary:
          'Investigate or dismiss a report, or remove its account (resolving every open report on it)',
        params: idParamSchema,
        body: resolveReportInputSchema,
        response: { 200: resolvedReportSchema, ...adminErrors },
      },
    },
    (request) =>
      resolveReport(app.db, {
        actorId: request.signedInUser.id,
        reportId: request.params.id,
        action: request.body.action,
        now: app.clock(),
      }),
  );
};
