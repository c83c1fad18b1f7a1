import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../../shared/constants';

/**
 * The OpenAPI 3.1 document, generated from the same Zod schemas the routes validate with,
 * so it cannot drift from the server. Registered before the routes so that it sees them all.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: PRODUCT_DESCRIPTION },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token answered by POST /api/login',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
      hideUntagged: true,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);
