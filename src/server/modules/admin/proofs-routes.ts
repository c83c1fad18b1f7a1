import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toggledAccountSchema } from '@shared/schemas/admin';
import { rejectAsFakeSchema } from '@shared/schemas/trust';
import { idParamSchema } from '@shared/schemas/common';
import { proofSchema } from '@shared/schemas/proofs';
import {
  moderateAccountSchema,
  proofQueueQuerySchema,
  proofQueueSchema,
} from '@shared/schemas/proof-queue';
import { acceptProof, listProofQueue } from '../proofs';
import { moderateAccount, rejectAsFake } from '../trust';
import { adminErrors } from './responses';

export const adminProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/proofs',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'The proofs needing a look: broken and contradicting ones, and members’ suggestions waiting to be accepted, oldest problem first, with their accounts, who attached them and their history',
        querystring: proofQueueQuerySchema,
        response: { 200: proofQueueSchema, ...adminErrors },
      },
    },
    async (request) => ({ proofs: await listProofQueue(app.db, request.query.state) }),
  );

  app.post(
    '/api/admin/social-accounts/:id/moderate',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Verify an account by moderation (basis moderator) with a reason, which its badge says; a burn the account set off is undone',
        params: idParamSchema,
        body: moderateAccountSchema,
        response: { 200: toggledAccountSchema, ...adminErrors },
      },
    },
    (request) =>
      moderateAccount(app.db, request.signedInUser.id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/social-accounts/:id/reject-as-fake',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Reject an account as fake, with the reason (audited): it leaves the public view, and every user who approved it is burned: their votes count for nothing, and every other decision they took part in is tallied again without them',
        params: idParamSchema,
        body: rejectAsFakeSchema,
        response: { 200: toggledAccountSchema, ...adminErrors },
      },
    },
    (request) =>
      rejectAsFake(app.db, request.signedInUser.id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/proofs/:id/accept',
    {
      onRequest: app.requirePermission('moderate:trust'),
      schema: {
        tags: ['admin'],
        summary:
          'Accept a member’s suggested proof: from then on it counts like the proposer’s (audited)',
        params: idParamSchema,
        response: { 200: proofSchema, ...adminErrors },
      },
    },
    (request) => acceptProof(app.db, request.signedInUser.id, request.params.id),
  );
};
