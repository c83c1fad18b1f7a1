import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressFixSchema,
  adminPeoplePageSchema,
  adminPeopleQuerySchema,
  misaddressedAccountsSchema,
  toggledAccountSchema,
} from '@shared/schemas/admin';
import { idParamSchema, messageSchema } from '@shared/schemas/common';
import { deleteAccount, fixAccountAddress, listMisaddressedAccounts } from '../accounts';
import { deletePerson, listAdminPeople } from '../people';
import { toggleVerification } from '../trust';
import { adminErrors } from './responses';

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/people',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: 'Every person (deleted ones too) with their accounts, filtered and searched',
        querystring: adminPeopleQuerySchema,
        response: { 200: adminPeoplePageSchema, ...adminErrors },
      },
    },
    (request) => listAdminPeople(app.db, request.query),
  );

  app.delete(
    '/api/admin/people/:id',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: 'Mark a person deleted: hidden from the public, kept in the database',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => deletePerson(app.db, request.signedInUser.id, request.params.id),
  );

  app.post(
    '/api/admin/social-accounts/:id/toggle-verification',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: 'Verify an account, or take a verified one back to pending (votes kept)',
        params: idParamSchema,
        response: { 200: toggledAccountSchema, ...adminErrors },
      },
    },
    (request) => toggleVerification(app.db, request.signedInUser.id, request.params.id),
  );

  app.delete(
    '/api/admin/social-accounts/:id',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary: 'Delete an account: hidden everywhere, kept in the database',
        params: idParamSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    (request) => deleteAccount(app.db, request.signedInUser.id, request.params.id),
  );

  app.get(
    '/api/admin/account-addresses',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary:
          'Accounts kept from before the address rule whose url is not their profile address on their platform, with the address the platform and username make',
        response: { 200: misaddressedAccountsSchema, ...adminErrors },
      },
    },
    async () => ({ accounts: await listMisaddressedAccounts(app.db) }),
  );

  app.post(
    '/api/admin/social-accounts/:id/address',
    {
      onRequest: app.requirePermission('manage:people'),
      schema: {
        tags: ['admin'],
        summary:
          'Fix a misaddressed account (audited): normalise keeps its profile address; unverify also takes a verified account back to pending',
        params: idParamSchema,
        body: addressFixSchema,
        response: { 200: toggledAccountSchema, ...adminErrors },
      },
    },
    (request) =>
      fixAccountAddress(app.db, request.signedInUser.id, request.params.id, request.body.action),
  );
};
