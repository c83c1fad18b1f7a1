import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@shared/schemas/admin';
import { listAuditLog } from '../audit';
import { adminErrors } from './responses';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: app.requirePermission('read:audit-log'),
      schema: {
        tags: ['admin'],
        summary: 'Every admin action, newest first: who, what, when, before and after',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...adminErrors },
      },
    },
    (request) => listAuditLog(app.db, request.query),
  );
};
