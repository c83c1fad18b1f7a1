import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featuredPersonSchema, featuredQuerySchema } from '@shared/schemas/comments';
import { errorResponses } from '@shared/schemas/common';
import { listControversialPeople, listTrendingPeople } from './featured';
import { listTopics } from '../../model/topics';

export const featuredPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/trending-people',
    {
      ...app.publicRead(() => [listTopics.featured]),
      schema: {
        tags: ['community'],
        summary: 'People with the most ratings and comments in the last 7 days',
        querystring: featuredQuerySchema,
        response: { 200: z.array(featuredPersonSchema), ...errorResponses(400) },
      },
    },
    (request) => listTrendingPeople(app.db, request.query.limit),
  );

  app.get(
    '/api/controversial-people',
    {
      ...app.publicRead(() => [listTopics.featured]),
      schema: {
        tags: ['community'],
        summary: 'People whose ratings of the last 30 days are most divided (at least 3 ratings)',
        querystring: featuredQuerySchema,
        response: { 200: z.array(featuredPersonSchema), ...errorResponses(400) },
      },
    },
    (request) => listControversialPeople(app.db, request.query.limit),
  );
};
