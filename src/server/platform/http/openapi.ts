import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  PRODUCT_DESCRIPTION,
  PRODUCT_NAME,
  PUBLIC_READ_MAX_AGE_SECONDS,
  WIKIDATA_LICENCE_NOTE,
} from '@shared/constants';
import { errorResponseSchema } from '@shared/schemas/common';
import { permissionsCheckedBy } from './guarded-permissions';
import { type PreparedBody, prepareBody, sendPreparedBody } from './prepared-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request body as the OpenAPI document describes it, for a body the route reads
     * itself (a multipart upload) rather than through a validated schema.
     */
    documentedBody?: Record<string, unknown>;
  }
}

/** What every public read may return besides its own results: a bad key, too many requests. */
const publicReadRefusals = {
  401: errorResponseSchema.describe('The X-API-Key header names no live key'),
  429: errorResponseSchema.describe('Over the rate limit; Retry-After says when to try again'),
};

export interface OpenApiOptions {
  publicUrl: string;
  /** The success example of each operation by `METHOD /path` as registered, shown on its 200 response. */
  successExamples: Record<string, unknown>;
}

/**
 * The OpenAPI 3.1 document, generated from the same Zod schemas the routes validate with,
 * so it cannot drift from the server. Registered before the routes so that it sees them all.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { publicUrl, successExamples }: OpenApiOptions) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1.0.0',
          description: `${PRODUCT_DESCRIPTION}\n\n${WIKIDATA_LICENCE_NOTE}`,
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token answered by POST /api/login',
            },
            apiKey: {
              type: 'apiKey',
              in: 'header',
              name: 'X-API-Key',
              description:
                'Optional on public reads: raises the rate limits ten-fold. Create keys on your profile page.',
            },
          },
        },
      },
      // Public reads need nothing and accept an optional key; routes behind a sign-in
      // check need the bearer token.
      transform: (input) => {
        const isPublicRead = input.route.config?.publicRead === true;
        const transformed = jsonSchemaTransform(
          isPublicRead
            ? {
                ...input,
                schema: {
                  ...input.schema,
                  response: { ...publicReadRefusals, ...(input.schema.response as object) },
                },
              }
            : input,
        );
        // Routes without a schema (robots.txt, the sitemaps) are not part of the API.
        if (!transformed.schema) return transformed;
        const signedIn = permissionsCheckedBy(input.route).length > 0;
        const security: Record<string, string[]>[] | undefined = isPublicRead
          ? [{}, { apiKey: [] }]
          : signedIn
            ? [{ bearer: [] }]
            : undefined;
        const example = successExamples[`${String(input.route.method)} ${input.route.url}`];
        const response = transformed.schema.response as Record<string, object> | undefined;
        const success = response?.['200'];
        const documentedBody = input.route.config?.documentedBody;
        return {
          ...transformed,
          schema: {
            ...transformed.schema,
            ...(documentedBody ? { body: documentedBody } : {}),
            ...(security ? { security } : {}),
            ...(example && success
              ? { response: { ...response, 200: { ...success, examples: [example] } } }
              : {}),
          },
        };
      },
      transformObject: jsonSchemaTransformObject,
      hideUntagged: true,
    });

    // The document (375 kB, 12 ms of CPU a request when built, serialised and compressed for
    // each) is the same for every request: made once, a request only picks one of its three
    // prepared bodies, so it needs no rate limit. A server makes it as it starts listening
    // (about 0.4 s); an app that only serves `inject` (the tests) at its first request, and
    // never when none asks.
    let prepared: Promise<PreparedBody> | undefined;
    const openApiDocument = () =>
      (prepared ??= prepareBody(
        Buffer.from(JSON.stringify(app.swagger())),
        'application/json; charset=utf-8',
      ));
    app.addHook('onListen', async () => {
      await openApiDocument();
    });
    app.get(
      '/api/openapi.json',
      { schema: { hide: true }, compress: false },
      async (request, reply) => {
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Cache-Control', `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`);
        return sendPreparedBody(request, reply, await openApiDocument());
      },
    );
  },
  { name: 'openapi' },
);
