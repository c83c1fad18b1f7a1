import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyListSchema, createdApiKeySchema, newApiKeySchema } from '@shared/schemas/api-keys';
import { errorResponses, idParamSchema, messageSchema } from '@shared/schemas/common';
import { userCounterKey } from '../../platform/rate-limits/rate-limit-keys';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const signedInErrors = errorResponses(401, 403);
/** Enough to replace a lost or leaked key or two; revoking and recreating gains nothing. */
const KEY_CREATIONS_PER_HOUR = 5;

/** A signed-in developer's own API keys, which raise their public read limits. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/api-keys',
    {
      preHandler: app.requirePermission('read:api-keys:own'),
      schema: {
        tags: ['api keys'],
        summary: "The signed-in user's active API keys, newest first (never the keys themselves)",
        response: { 200: apiKeyListSchema, ...signedInErrors },
      },
    },
    async (request) => ({ keys: await listApiKeys(app.db, request.signedInUser.id) }),
  );

  app.post(
    '/api/api-keys',
    {
      preHandler: [
        app.requirePermission('create:api-key'),
        app.limitRate({
          label: 'API key creation',
          windows: [['hour', KEY_CREATIONS_PER_HOUR]],
          key: (request) => userCounterKey(request.signedInUser),
        }),
      ],
      schema: {
        tags: ['api keys'],
        summary: 'Create an API key; the answer holds the whole key, shown only this once',
        body: newApiKeySchema,
        response: {
          201: createdApiKeySchema,
          ...errorResponses(400, 429),
          ...signedInErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createApiKey(app.db, request.signedInUser.id, request.body.name)),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      preHandler: app.requirePermission('revoke:api-key:own'),
      schema: {
        tags: ['api keys'],
        summary: 'Revoke one of your API keys; it stops working at once',
        params: idParamSchema,
        response: {
          200: messageSchema,
          ...errorResponses(400, 404),
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      await revokeApiKey(app.db, request.signedInUser.id, request.params.id);
      return { message: 'API key revoked' };
    },
  );
};
