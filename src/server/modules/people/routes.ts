import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/schemas/common';
import {
  peoplePageSchema,
  peopleQuerySchema,
  personRefParamSchema,
  personSchema,
} from '../../../shared/schemas/people';
import { getPerson, listPeople } from './service';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people',
    {
      onRequest: app.publicReadLimits,
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
      onRequest: app.publicReadLimits,
      schema: {
        tags: ['directory'],
        summary: 'One person by id or name slug (first-last), with every account',
        params: personRefParamSchema,
        response: { 200: personSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => getPerson(app.db, request.params.ref, request.user?.id),
  );
};
