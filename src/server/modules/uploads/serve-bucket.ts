import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { z } from 'zod';
import { STORED_NAME } from './service';
import {
  type BucketStorage,
  UPLOAD_CACHE_CONTROL,
  UPLOAD_CONTENT_TYPE,
} from '../../platform/storage/storage';

/** The headers of every stored picture, from the folder or the bucket. */
export const UPLOAD_HEADERS = {
  'Cache-Control': UPLOAD_CACHE_CONTROL,
  // An image opened on its own runs nothing, loads nothing and cannot be framed.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Serves `/uploads/<name>` from the bucket, streamed through the app rather than redirected
 * to the object: the picture keeps the site's origin and address, so it is served with
 * this app's headers (the sandboxing CSP, nosniff, the one-year cache) whatever the bucket
 * sends; the bucket stays private, with no public objects and no signed address that
 * expires inside the year a browser or CDN caches the response; a plain-HTTP bucket (MinIO on
 * a private network) never reaches a browser, whose pages allow only https images besides
 * their own; and a CDN in front of the app caches the one-year response, so the bucket is read
 * about once per picture.
 */
export function serveFromBucket(app: FastifyInstance, storage: BucketStorage) {
  app.get(
    '/uploads/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const { '*': fileName } = request.params as { '*': string };
      // Only names the app gives out reach the bucket: other keys are not the site's to serve.
      if (!STORED_NAME.test(fileName)) return reply.callNotFound();
      const object = await storage.read(fileName);
      if (!object) return reply.callNotFound();
      reply.headers({ ...UPLOAD_HEADERS, 'Content-Type': UPLOAD_CONTENT_TYPE });
      if (object.etag) reply.header('ETag', object.etag);
      const lastModified = object.lastModified?.toUTCString();
      if (lastModified) reply.header('Last-Modified', lastModified);
      const conditions = {
        'if-none-match': request.headers['if-none-match'],
        'if-modified-since': request.headers['if-modified-since'],
      };
      if (fresh(conditions, { etag: object.etag, 'last-modified': lastModified })) {
        object.body.destroy();
        return reply.code(304).send();
      }
      if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
      return reply.send(object.body);
    },
  );
}
