import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  accountTallySchema,
  contestedAccountsSchema,
  trustFlagActionResultSchema,
  trustFlagActionSchema,
  trustFlagsQuerySchema,
  trustFlagsSchema,
} from '@shared/schemas/trust';
import { actOnTrustFlag, getAccountTally, listContestedAccounts, listTrustFlags } from '../trust';
import { adminErrors } from './responses';

export const adminTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/trust-flags',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'The trust queue: open flags oldest first, or closed ones (confirmed or cleared) newest first',
        querystring: trustFlagsQuerySchema,
        response: { 200: trustFlagsSchema, ...adminErrors },
      },
    },
    (request) => listTrustFlags(app.db, request.query.status),
  );

  app.post(
    '/api/admin/trust-flags/:id',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Confirm a flag (its users’ votes stop counting), clear it (they are independent people) or reopen it',
        params: idParamSchema,
        body: trustFlagActionSchema,
        response: { 200: trustFlagActionResultSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { message, flag } = await actOnTrustFlag(
        app.db,
        request.signedInUser.id,
        request.params.id,
        request.body.action,
      );
      return { message, flag };
    },
  );

  app.get(
    '/api/admin/social-accounts/:id/tally',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary: 'Every vote of an account with its weight and why',
        params: idParamSchema,
        response: { 200: accountTallySchema, ...adminErrors },
      },
    },
    (request) => getAccountTally(app.db, request.params.id),
  );
  app.get(
    '/api/admin/contested-accounts',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'The accounts the person’s own evidence contests (a proven account on the platform, their official site linking elsewhere, the handle proven someone else’s): not verified, each for a moderator to verify or reject as fake',
        response: { 200: contestedAccountsSchema, ...adminErrors },
      },
    },
    () => listContestedAccounts(app.db),
  );
};
