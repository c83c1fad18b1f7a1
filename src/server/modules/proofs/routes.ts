import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamSchema, messageSchema } from '@shared/schemas/common';
import { proofInputSchema, proofListQuerySchema, proofSchema } from '@shared/schemas/proofs';
import { accountTopic } from '../../model/topics';
import { removeProof } from './moderation';
import { checkContextOf } from './check-context';
import { addProof } from './adding';
import { requestProofCheck } from './checking';
import { listProofs } from './listing';

export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/social-accounts/:id/proofs',
    {
      ...app.publicRead((_proofs, { id }: { id: number }) => [accountTopic(id)]),
      schema: {
        tags: ['verification'],
        summary:
          'The proofs attached to an account, oldest first, a page at a time (the account’s verification.proofCount counts them), each with its state, whether it is anchored, and its latest checks',
        params: idParamSchema,
        querystring: proofListQuerySchema,
        response: { 200: z.array(proofSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => listProofs(app.db, request.params.id, request.query),
  );

  app.post(
    '/api/social-accounts/:id/proofs',
    {
      onRequest: [
        app.limitRate({
          label: 'proofs',
          windows: [
            ['minute', 10],
            ['hour', 60],
          ],
        }),
      ],
      preHandler: app.requirePermission('add:proof'),
      schema: {
        tags: ['verification'],
        summary:
          'Attach a proof to an account (its proposer or a member; a member’s proof on an account someone else proposed is a suggestion until an administrator accepts it): a backlink, a bio token (the answer holds the token to show on the account’s page), an official site’s page or a reference. At most 3 of a kind and 8 in all per account, 20 a day per user',
        params: idParamSchema,
        body: proofInputSchema,
        response: { 201: proofSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const proof = await addProof(
        app.db,
        request.signedInUser,
        request.params.id,
        request.body,
        app.clock(),
      );
      return reply.status(201).send(proof);
    },
  );

  app.post(
    '/api/proofs/:id/check',
    {
      preHandler: app.requirePermission('check:proof'),
      schema: {
        tags: ['verification'],
        summary: 'Check a proof now (at most once per proof every 10 minutes)',
        params: idParamSchema,
        response: { 200: proofSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => requestProofCheck(app.db, request.params.id, checkContextOf(app)),
  );

  app.delete(
    '/api/proofs/:id',
    {
      preHandler: app.requirePermission('delete:proof:own'),
      schema: {
        tags: ['verification'],
        summary: 'Remove a proof: an administrator any, anyone else one they attached (audited)',
        params: idParamSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { message } = await removeProof(app.db, request.signedInUser, request.params.id);
      return { message };
    },
  );
};
