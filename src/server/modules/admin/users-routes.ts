import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  deletedUserSchema,
  userRoleInputSchema,
  userRoleResultSchema,
} from '@shared/schemas/admin';
import { idParamSchema, messageSchema } from '@shared/schemas/common';
import { standingInputSchema, standingResultSchema } from '@shared/schemas/standing';
import { adminErrors } from './responses';
import { changeUserRole, deleteUser, disableUser, enableUser, listUsers } from '../users';
import { setUserStanding } from '../trust';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: 'Users newest first, searched by username or e-mail, by role and status',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...adminErrors },
      },
    },
    (request) => listUsers(app.db, request.query),
  );

  app.post(
    '/api/admin/users/:id',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (never one's own; never the last admin's)",
        params: idParamSchema,
        body: userRoleInputSchema,
        response: { 200: userRoleResultSchema, ...adminErrors },
      },
    },
    async (request) =>
      changeUserRole(app.db, request.signedInUser.id, request.params.id, request.body.role),
  );

  app.post(
    '/api/admin/users/:id/disable',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: 'Disable a user: unverified, every session ended at once',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => disableUser(app.db, request.signedInUser.id, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/enable',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: 'Lift a disable: verified again if the e-mail was confirmed',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => enableUser(app.db, request.signedInUser.id, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/standing',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: 'Grant a user trusted standing, or return them to the automatic rules (auto)',
        params: idParamSchema,
        body: standingInputSchema,
        response: { 200: standingResultSchema, ...adminErrors },
      },
    },
    (request) =>
      setUserStanding(
        app.db,
        request.signedInUser.id,
        request.params.id,
        request.body,
        app.clock(),
      ),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      onRequest: app.requirePermission('manage:users'),
      schema: {
        tags: ['admin'],
        summary: 'Delete a user: contributions kept, every session ended at once',
        params: idParamSchema,
        response: { 200: deletedUserSchema, ...adminErrors },
      },
    },
    (request) => deleteUser(app.db, request.signedInUser.id, request.params.id),
  );
};
