import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSubmissionSchema } from '../../../shared/schemas/accounts';
import { errorResponseSchema } from '../../../shared/schemas/common';
import { socialAccountSchema } from '../../../shared/schemas/people';
import { submitAccount } from './service';
import { accountProposed } from '../../read-topics';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/social-accounts',
    {
      preHandler: app.requireVerified,
      schema: {
        tags: ['verification'],
        summary: 'Propose an account for a person, with evidence; it starts pending',
        body: accountSubmissionSchema,
        response: {
          201: socialAccountSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await submitAccount(app.db, request.body, request.user!.id);
      app.readCache.forget(accountProposed(account.personId, request.user!.id));
      return reply.status(201).send(account);
    },
  );
};
