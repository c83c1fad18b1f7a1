import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  duplicatePersonSchema,
  newPersonSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personRefParamSchema,
  personSchema,
} from '../../../shared/schemas/people';
import { addPerson } from './add';
import { getPerson, listPeople } from './service';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people',
    {
      ...app.publicRead,
      schema: {
        tags: ['directory'],
        summary: 'Search and filter people, one page at a time',
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listPeople(app.db, request.query, request.user?.id),
  );

  app.get(
    '/api/people/:ref',
    {
      ...app.publicRead,
      schema: {
        tags: ['directory'],
        summary: 'One person by id or name slug (first-last), with every account',
        params: personRefParamSchema,
        response: { 200: personSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => getPerson(app.db, request.params.ref, request.user?.id),
  );

  app.post(
    '/api/people',
    {
      preHandler: app.requireVerified,
      schema: {
        tags: ['directory'],
        summary: 'Add a person; the same name twice answers 409 with the existing person',
        body: newPersonSchema,
        response: {
          201: personSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: duplicatePersonSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPerson(app.db, request.body, request.user!.id)),
  );
};
