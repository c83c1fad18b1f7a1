import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportCreatedSchema,
  reportInputSchema,
  userOpenReportSchema,
} from '@shared/schemas/accounts';
import { errorResponses } from '@shared/schemas/common';
import { networkOf } from '../users';
import { listOpenReports, reportAccount } from './service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/social-accounts/report',
    {
      preHandler: app.requirePermission('report:account'),
      schema: {
        tags: ['reports'],
        summary: 'Report a verified account as fake',
        body: reportInputSchema,
        response: {
          201: reportCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const network = networkOf(request.ip);
      const origin = {
        networkDigest: network && app.secretBox.digest(network, 'report-network'),
        now: app.clock(),
      };
      const created = await reportAccount(app.db, request.signedInUser.id, request.body, origin);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/user/reports',
    {
      preHandler: app.requirePermission('read:reports:own'),
      schema: {
        tags: ['reports'],
        summary: 'The accounts the signed-in user has an open (pending or investigating) report on',
        response: { 200: z.array(userOpenReportSchema), ...errorResponses(401) },
      },
    },
    (request) => listOpenReports(app.db, request.signedInUser.id),
  );
};
