import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '@shared/schemas/comments';
import { errorResponses } from '@shared/schemas/common';
import { badRequest, HttpError } from '../../platform/http/http-errors';
import { userCounterKey } from '../../platform/rate-limits/rate-limit-keys';
import { serveFromBucket, UPLOAD_HEADERS } from './serve-bucket';
import { MAX_UPLOAD_BYTES, storeImage } from './service';

interface MultipartError {
  code?: string;
  statusCode?: number;
}

/**
 * The response to a multipart body that cannot be read: the multipart plugin's limits carry
 * a 413, and the parser's own errors (a body cut short, no boundary) carry no status at
 * all, yet every one of them is the sender's to fix.
 */
function uploadRefusal(error: MultipartError): HttpError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'Images can be at most 5 MB');
  if (error.statusCode === 413)
    return new HttpError(413, 'Too many parts: send one image in the multipart field "image"');
  return badRequest('The upload is not a complete multipart/form-data body');
}

/** The upload's body as the OpenAPI document shows it: read by the route, field by field. */
const UPLOAD_BODY = {
  type: 'object',
  required: ['image'],
  properties: {
    image: {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      maxLength: MAX_UPLOAD_BYTES,
      description: `The image file: JPEG, PNG, WebP or GIF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; the only part of the body`,
    },
  },
  additionalProperties: false,
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.uploadStorage;
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode === 503)
      request.log.warn({ err: error.cause }, 'object storage unavailable');
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  if (storage.kind === 'bucket') {
    serveFromBucket(app, storage);
  } else {
    mkdirSync(storage.folder, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.folder,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.header(name, value);
      },
    });
  }

  app.post(
    '/api/upload/image',
    {
      preHandler: [
        app.requirePermission('upload:image'),
        app.limitRate({
          label: 'image uploads',
          windows: [
            ['hour', 20],
            ['day', 100],
          ],
          key: (request) => userCounterKey(request.signedInUser),
        }),
      ],
      config: { documentedBody: UPLOAD_BODY },
      schema: {
        tags: ['community'],
        summary: 'Upload an image (multipart field "image", at most 5 MB: JPEG, PNG, WebP or GIF)',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResultSchema,
          ...errorResponses(400, 401, 403, 413, 429, 503),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field "image"');
      const file = await request.file().catch((error: MultipartError) => {
        throw uploadRefusal(error);
      });
      if (!file || file.fieldname !== 'image')
        throw badRequest('Send the image in the multipart field "image"');
      const bytes = await file.toBuffer().catch((error: MultipartError) => {
        throw uploadRefusal(error);
      });
      return reply
        .status(201)
        .send(await storeImage(app.db, storage, request.signedInUser.id, bytes));
    },
  );
};
