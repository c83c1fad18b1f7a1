import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnchorRoutes } from './anchors-routes';
import { adminAuditRoutes } from './audit-routes';
import { adminDataRoutes } from './data-routes';
import { adminMailRoutes } from './mail-routes';
import { adminPeopleRoutes } from './people-routes';
import { adminProofRoutes } from './proofs-routes';
import { adminReportRoutes } from './reports-routes';
import { adminTrustRoutes } from './trust-routes';
import { adminUserRoutes } from './users-routes';

/** Every route of the admin dashboard; each one lets only admins in (401 visitors, 403 users). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminUserRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminDataRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminTrustRoutes);
  await app.register(adminProofRoutes);
  await app.register(adminAnchorRoutes);
};
