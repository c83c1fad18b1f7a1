import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, platformSchema } from '@shared/schemas/catalog';
import { errorResponses } from '@shared/schemas/common';
import { listCategories, listPlatforms } from './service';
import { listTopics } from '../../model/topics';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      ...app.publicRead(() => [listTopics.catalog]),
      schema: {
        tags: ['directory'],
        summary: 'All categories, by name',
        response: { 200: z.array(categorySchema), ...errorResponses(400) },
      },
    },
    () => listCategories(app.db),
  );

  app.get(
    '/api/platforms',
    {
      ...app.publicRead(() => [listTopics.catalog]),
      schema: {
        tags: ['directory'],
        summary: 'All platforms with their icon name and brand colour',
        response: { 200: z.array(platformSchema), ...errorResponses(400) },
      },
    },
    () => listPlatforms(app.db),
  );
};
