import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleanAccountsInputSchema,
  cleanAccountsResultSchema,
  databaseInfoSchema,
  mergePeopleInputSchema,
  mergePeopleResultSchema,
} from '@shared/schemas/admin-system';
import { messageSchema } from '@shared/schemas/common';
import { databaseInfo, describeReplicas } from '../../platform/database/database-info';
import { refreshRatings } from '../ratings';
import { cleanPersonAccounts, mergePeople } from '../people';
import { adminErrors } from './responses';

/** Data management: merging people, cleaning duplicate accounts, ratings and database facts. */
export const adminDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test-merge',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: 'Merge person B into person A (accounts, duplicates, votes, comments)',
        body: mergePeopleInputSchema,
        response: { 200: mergePeopleResultSchema, ...adminErrors },
      },
    },
    (request) => mergePeople(app.db, request.signedInUser.id, request.body),
  );

  app.post(
    '/api/people/clean-social-accounts',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: "Merge a person's duplicate accounts (same platform and username)",
        body: cleanAccountsInputSchema,
        response: { 200: cleanAccountsResultSchema, ...adminErrors },
      },
    },
    (request) => cleanPersonAccounts(app.db, request.signedInUser.id, request.body.personId),
  );

  app.post(
    '/api/admin/update-30-day-ratings',
    {
      onRequest: app.requirePermission('manage:system'),
      schema: {
        tags: ['admin'],
        summary: 'Recompute every overall and 30-day average rating',
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => refreshRatings(app.db, request.signedInUser.id),
  );

  app.get(
    '/api/admin/database-info',
    {
      onRequest: app.requirePermission('manage:system'),
      schema: {
        tags: ['admin'],
        summary: 'Database engine, size in bytes and the row count of every table',
        response: { 200: databaseInfoSchema, ...adminErrors },
      },
    },
    async () => ({
      ...(await databaseInfo(app.db, app.databaseEngine)),
      replicas: describeReplicas(app.databaseReplicas()),
      uploadStorage: app.uploadStorage.kind,
    }),
  );
};
