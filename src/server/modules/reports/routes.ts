import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportCreatedSchema,
  reportInputSchema,
  userOpenReportSchema,
} from '../../../shared/schemas/accounts';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { listOpenReports, reportAccount } from './service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/social-accounts/report',
    {
      preHandler: app.requireVerified,
      schema: {
        tags: ['reports'],
        summary: 'Report a verified account as fake',
        body: reportInputSchema,
        response: {
          201: reportCreatedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportAccount(app.db, request.user!.id, request.body)),
  );

  app.get(
    '/api/user/reports',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reports'],
        summary: 'The accounts the signed-in user has an open (pending or investigating) report on',
        response: { 200: z.array(userOpenReportSchema), 401: errorResponseSchema },
      },
    },
    (request) => listOpenReports(app.db, request.user!.id),
  );
};
