import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toggledAccountSchema } from '@shared/schemas/admin';
import { idParamSchema } from '@shared/schemas/common';
import { proofSchema } from '@shared/schemas/proofs';
import {
  moderateAccountSchema,
  proofQueueQuerySchema,
  proofQueueSchema,
} from '@shared/schemas/proof-queue';
import { verifyAccountByModeration } from '../accounts';
import { acceptProof, listProofQueue } from '../proofs';
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
          'Verify an account by moderation (basis moderator) with a reason, which its badge says',
        params: idParamSchema,
        body: moderateAccountSchema,
        response: { 200: toggledAccountSchema, ...adminErrors },
      },
    },
    (request) =>
      verifyAccountByModeration(
        app.db,
        request.signedInUser.id,
        request.params.id,
        request.body.reason,
      ),
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
