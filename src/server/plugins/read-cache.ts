import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { isPersonalRequest } from './auth';

/** Whole answers kept at most this many bytes together. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** Headers a handler sets that belong to the answer itself, so a kept answer repeats them. */
const ANSWER_HEADERS = ['content-type', 'etag', 'link'] as const;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface KeptAnswer {
  body: string;
  headers: Partial<Record<(typeof ANSWER_HEADERS)[number], string>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when this read began; its answer is kept only if no write came between. */
    readCacheGeneration: number | null;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /** Public-read hook: answers a visitor's read from a kept answer when there is one. */
  serve: preHandlerAsyncHookHandler;
  /** Public-read hook: keeps a visitor's whole 200 answer for the next visitor. */
  keep: onSendHookHandler;
  /** Forgets every kept answer (after anything that may change what a read shows). */
  invalidate(): void;
}

/**
 * Keeps whole answers of the public read API for visitors (no session, no bearer token)
 * for a few seconds, so a popular page is read from the database once per interval rather
 * than once per visitor. Every accepted write on this instance forgets them all at once,
 * so a change shows on the next read here; another instance shows it within the interval.
 * A signed-in reader's answer holds their own votes and is never kept.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, { seconds }: { seconds: number }) => {
    const answers =
      seconds > 0
        ? new LRUCache<string, KeptAnswer>({
            maxSize: MAX_CACHED_BYTES,
            sizeCalculation: (answer) => Math.max(1, Buffer.byteLength(answer.body)),
            ttl: seconds * 1000,
          })
        : null;
    let generation = 0;
    const invalidate = () => {
      generation += 1;
      answers?.clear();
    };
    const cacheable = (request: FastifyRequest) =>
      answers !== null && request.method === 'GET' && !isPersonalRequest(request);

    app.decorateRequest('readCacheGeneration', null);
    app.decorate('readCache', {
      serve: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!cacheable(request)) return;
        const kept = answers!.get(request.url);
        if (!kept) {
          request.readCacheGeneration = generation;
          return;
        }
        return reply.headers(kept.headers).send(kept.body);
      },
      keep: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const begunAt = request.readCacheGeneration;
        if (begunAt === generation && reply.statusCode === 200 && typeof payload === 'string') {
          const headers: KeptAnswer['headers'] = {};
          for (const name of ANSWER_HEADERS) {
            const value = reply.getHeader(name);
            if (typeof value === 'string') headers[name] = value;
          }
          answers!.set(request.url, { body: payload, headers });
        }
        return payload;
      },
      invalidate,
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!READ_METHODS.has(request.method) && reply.statusCode < 400) invalidate();
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['auth'] },
);
