import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSubmissionSchema } from '@shared/schemas/accounts';
import { errorResponses } from '@shared/schemas/common';
import { socialAccountSchema } from '@shared/schemas/people';
import { submitAccount } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/social-accounts',
    {
      preHandler: app.requirePermission('propose:account'),
      schema: {
        tags: ['verification'],
        summary: 'Propose an account for a person, with evidence; it starts pending',
        body: accountSubmissionSchema,
        response: {
          201: socialAccountSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const account = await submitAccount(app.db, request.body, request.signedInUser, app.clock());
      return reply.status(201).send(account);
    },
  );
};
