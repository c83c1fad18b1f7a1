import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { acceptedEncoding, compressBody, type Encoding } from './compression';

/** A body made once and compressed once, sent to every request as it is (sendPreparedBody). */
export interface PreparedBody {
  type: string;
  etag: string;
  identity: Buffer;
  encoded: Record<Encoding, Buffer>;
}

/** Compresses a body in each encoding the app sends, at the levels of every other response. */
export async function prepareBody(body: Buffer, type: string): Promise<PreparedBody> {
  const [br, gzip] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip')]);
  return {
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    identity: body,
    encoded: { br, gzip },
  };
}

/**
 * Sends a prepared body in the encoding the request's Accept-Encoding takes, or a 304 when
 * its If-None-Match names it: no request builds, serialises or compresses anything. Routes
 * that send one declare `compress: false`, as their bodies are compressed already.
 */
export function sendPreparedBody(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  reply.header('ETag', body.etag).header('Vary', 'accept-encoding').type(body.type);
  // Compared as public reads compare them (public-read.ts): weakly, whatever Cache-Control says.
  if (fresh({ 'if-none-match': request.headers['if-none-match'] }, { etag: body.etag })) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.identity);
  return reply.header('Content-Encoding', encoding).send(body.encoded[encoding]);
}
