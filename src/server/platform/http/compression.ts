import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  type ZlibOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this many bytes the encoding headers and the work outweigh what is saved. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Cheap levels, measured on the directory's responses
 * (docs/decisions/0015-compressed-answers.md): Brotli 5 is 9 % smaller than 4 for 14 % more
 * time, 200 times faster than 11 for 12 % more bytes; gzip 6 costs what 4 and 5 cost.
 */
const brotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const zlibOptions: ZlibOptions = { level: 6 };

/** Whole responses up to this size are compressed in one call (under a millisecond). */
const SYNC_COMPRESSION_LIMIT = 128 * 1024;

export type Encoding = 'br' | 'gzip';
/** In the server's order of preference, for clients that take both equally. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * Text, JSON (ndjson exports included), XML and SVG. Not text/event-stream: a compressor
 * holds back what it has not filled a block with, and an event must reach the reader at
 * once. Images and uploads are already compressed; the plugin's own test leaves them out.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/x-ndjson(?:;|$)|[+/](?:json|xml)(?:;|$)/u;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The no-preference token and x-gzip stand for gzip (RFC 9110 12.5.3), as @fastify/compress reads them. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/**
 * The encoding this request's Accept-Encoding takes first among br and gzip, or none: the
 * rule @fastify/compress applies to fresh responses, so a cached response is sent the same way.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...ENCODINGS]);
}

/**
 * A whole body compressed as @fastify/compress does it: in one call up to
 * SYNC_COMPRESSION_LIMIT, off the main thread past it.
 */
export async function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length > SYNC_COMPRESSION_LIMIT) {
    return encoding === 'br'
      ? compressBrotli(body, brotliOptions)
      : compressGzip(body, zlibOptions);
  }
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, zlibOptions);
}

function encodedReply(reply: FastifyReply, encoding: Encoding) {
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/accept-encoding/iu.test(vary)) {
    reply.header('Vary', typeof vary === 'string' ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('content-length');
}

/**
 * @fastify/compress adds its hook to each route as it is declared, so the not-found
 * handler, which sends the site's own pages (pages/web-app.ts), is out of its reach: its
 * responses, whole or streamed, are compressed here with the same encodings and levels.
 */
async function compressNotFoundResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const type = reply.getHeader('content-type');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (
    !request.is404 ||
    encoding === null ||
    reply.hasHeader('content-encoding') ||
    typeof type !== 'string' ||
    !COMPRESSIBLE_TYPES.test(type)
  ) {
    return payload;
  }
  if (payload instanceof Readable) {
    encodedReply(reply, encoding);
    const encoder =
      encoding === 'br' ? createBrotliCompress(brotliOptions) : createGzip(zlibOptions);
    return pipeline(payload, encoder, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.error(error);
    });
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = Buffer.from(payload);
  if (body.length < COMPRESSION_THRESHOLD) return payload;
  encodedReply(reply, encoding);
  return compressBody(body, encoding);
}

/**
 * Compresses responses (API, pages, sitemap, exports) with Brotli or gzip, as the client's
 * Accept-Encoding takes them. A response that already carries a Content-Encoding is left as
 * it is: the built assets' own .br and .gz copies (pages/web-app.ts) and the visitors' cached
 * responses, compressed once when cached (read-cache.ts).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: [...ENCODINGS],
      brotliOptions,
      zlibOptions,
      threshold: COMPRESSION_THRESHOLD,
      // Past its default (8 kB on two cores) a whole response goes through a zlib stream: five
      // times the time of compressing it in one call (80 µs for a 13 kB list at Brotli 5).
      syncThreshold: SYNC_COMPRESSION_LIMIT,
      customTypes: COMPRESSIBLE_TYPES,
      // Requests are small JSON; inflating bodies would only let a tiny upload grow large.
      globalDecompression: false,
    });
    app.addHook('onSend', compressNotFoundResponse);
  },
  { name: 'compression' },
);
