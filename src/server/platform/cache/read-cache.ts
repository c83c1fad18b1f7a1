import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ReadTopic } from './topics';
import { isPersonalRequest } from '../http/session-token';
import {
  COMPRESSION_THRESHOLD,
  type Encoding,
  acceptedEncoding,
  compressBody,
} from '../http/compression';

/** Whole responses cached at most this many bytes together. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** Headers a handler sets that belong to the response itself, so a cached response repeats them. */
const ANSWER_HEADERS = ['content-type', 'etag', 'link'] as const;

interface CachedResponse {
  /** Encoded once: a cached response is sent as it is, with no string to encode per request. */
  body: Buffer;
  /** Compressed once per encoding, when a client first takes that encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
  headers: Partial<Record<(typeof ANSWER_HEADERS)[number], string>>;
  topics: readonly ReadTopic[];
}

/**
 * What a write invalidates: the cached responses showing any of these topics, or every cached
 * response.
 */
export type Invalidation = readonly ReadTopic[] | 'all';

/** Names what a response shows (see topics.ts), from the response and its route's parameters. */
export type TopicsOf<Answer, Params> = (answer: Answer, params: Params) => ReadTopic[];

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The count of invalidations when this read began; its response is cached only if none
     * came between.
     */
    readCacheInvalidations: number | null;
    /** What this read's response shows, named by its route once the response is made. */
    readTopics: ReadTopic[] | null;
    /** The cached response this read is served, sent in the encoding its client takes. */
    cachedResponse: CachedResponse | null;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /** Public-read hook: serves a visitor's read from a cached response when there is one. */
  serve: preHandlerAsyncHookHandler;
  /** Public-read hook: names what the response shows, with the route's own `topicsOf`. */
  name<Answer, Params>(topicsOf: TopicsOf<Answer, Params>): preSerializationAsyncHookHandler;
  /** Adds topics a handler learns only while responding (the user behind a username). */
  shows(request: FastifyRequest, topics: readonly ReadTopic[]): void;
  /**
   * Public-read hook: caches a visitor's whole 200 response for the next visitor, and sends a
   * cached response in the encoding its client takes, compressed once for every client.
   */
  keep: onSendHookHandler;
  /** Forgets the cached responses that show any of these topics (after a write changed them). */
  invalidate(topics: readonly ReadTopic[]): void;
  /** Forgets every cached response (after a change that reaches across many pages). */
  invalidateAll(): void;
  /**
   * Forgets on this instance alone: what another instance's write forgot, all after a gap in
   * hearing them, or what only this instance cached out of date.
   */
  invalidateHeard(invalidation: Invalidation): void;
  /**
   * Calls `listener` at every invalidation, this instance's own or heard from another, before
   * the next read: what else an instance holds of the data (its name index) follows it.
   */
  onInvalidate(listener: () => void): void;
  /** Has every invalidation of this instance's own told to the other instances too. */
  tellOthersWith(tell: (invalidation: Invalidation) => void): void;
}

/**
 * Caches whole responses of the public read API for visitors (no session, no bearer token)
 * for a few seconds, so a popular page is read from the database once per interval rather
 * than once per visitor. Each cached response is filed under the topics it shows; a write on
 * this instance invalidates only the responses of the topics it changed, so a change shows on
 * the next read here while unrelated pages stay cached, and a request that changes nothing
 * invalidates nothing. Other instances hear of the invalidation and invalidate the same
 * (invalidate-together.ts).
 * A signed-in reader's response holds their own votes and is never cached.
 */
export const readCachePlugin = fp(
  async (
    app: FastifyInstance,
    { seconds, replicaCatchUpMs }: { seconds: number; replicaCatchUpMs: number },
  ) => {
    const byTopic = new Map<ReadTopic, Set<string>>();
    const answers =
      seconds > 0
        ? new LRUCache<string, CachedResponse>({
            maxSize: MAX_CACHED_BYTES,
            sizeCalculation: (answer) =>
              Math.max(1, answer.body.length) +
              (answer.compressed.br?.length ?? 0) +
              (answer.compressed.gzip?.length ?? 0),
            ttl: seconds * 1000,
            dispose: (answer, url) => {
              for (const name of answer.topics) {
                const urls = byTopic.get(name);
                urls?.delete(url);
                if (urls?.size === 0) byTopic.delete(name);
              }
            },
          })
        : null;
    // A read that was under way while something was forgotten may hold what was forgotten.
    let invalidations = 0;
    let tellOthers = (_invalidation: Invalidation) => {};
    // When each topic was last forgotten, while a replica may not show the change yet.
    const forgottenAt = new Map<ReadTopic | 'all', number>();
    const forgottenLately = (topics: readonly ReadTopic[]) => {
      const since = Date.now() - replicaCatchUpMs;
      return [...topics, 'all' as const].some((name) => (forgottenAt.get(name) ?? 0) > since);
    };
    // Times past the catch-up are dropped once per catch-up interval, not on every invalidation.
    let prunedAt = 0;
    const noteForgotten = (names: readonly (ReadTopic | 'all')[]) => {
      const now = Date.now();
      if (now - prunedAt > replicaCatchUpMs) {
        for (const [name, at] of forgottenAt)
          if (at <= now - replicaCatchUpMs) forgottenAt.delete(name);
        prunedAt = now;
      }
      for (const name of names) forgottenAt.set(name, now);
    };

    const invalidateListeners: (() => void)[] = [];
    function invalidateHere(invalidation: Invalidation) {
      invalidations += 1;
      for (const listener of invalidateListeners) listener();
      if (replicaCatchUpMs > 0) noteForgotten(invalidation === 'all' ? ['all'] : invalidation);
      if (invalidation === 'all') {
        answers?.clear();
        return;
      }
      for (const name of invalidation) {
        for (const url of [...(byTopic.get(name) ?? [])]) answers?.delete(url);
      }
    }
    const cacheable = (request: FastifyRequest) =>
      answers !== null && request.method === 'GET' && !isPersonalRequest(request);

    /**
     * A cached response in the encoding its client takes, compressed for that encoding when a
     * client first asks for it. The Content-Encoding tells @fastify/compress that the body
     * is compressed already; Vary names Accept-Encoding on every public read (public-read.ts).
     */
    async function inClientEncoding(
      request: FastifyRequest,
      reply: FastifyReply,
      kept: CachedResponse,
    ) {
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding === null || kept.body.length < COMPRESSION_THRESHOLD) return kept.body;
      let compressed = kept.compressed[encoding];
      if (!compressed) {
        compressed = await compressBody(kept.body, encoding);
        if (answers!.peek(request.url) === kept) {
          // A new entry, so that the cache counts the form; its topics and time to live stay.
          const withForm = { ...kept, compressed: { ...kept.compressed, [encoding]: compressed } };
          answers!.set(request.url, withForm, { noUpdateTTL: true, noDisposeOnSet: true });
        }
      }
      reply.header('Content-Encoding', encoding);
      return compressed;
    }

    app.decorateRequest('readCacheInvalidations', null);
    app.decorateRequest('readTopics', null);
    app.decorateRequest('cachedResponse', null);
    app.decorate('readCache', {
      serve: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!cacheable(request)) return;
        const kept = answers!.get(request.url);
        if (!kept) {
          request.readCacheInvalidations = invalidations;
          return;
        }
        request.cachedResponse = kept;
        return reply.headers(kept.headers).send(kept.body);
      },
      name:
        <Answer, Params>(topicsOf: TopicsOf<Answer, Params>) =>
        async (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
          if (request.readCacheInvalidations !== null && reply.statusCode === 200) {
            // A 200 response is what the route's handler returned (typed by its response
            // schema), and its parameters were parsed by its schema before the handler ran.
            request.readTopics = [
              ...(request.readTopics ?? []),
              ...topicsOf(answer as Answer, request.params as Params),
            ];
          }
          return answer;
        },
      shows: (request: FastifyRequest, topics: readonly ReadTopic[]) => {
        request.readTopics = [...(request.readTopics ?? []), ...topics];
      },
      keep: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        // A 304 (ETag revalidation) has no body to encode.
        if (reply.statusCode !== 200) return payload;
        if (request.cachedResponse) return inClientEncoding(request, reply, request.cachedResponse);
        const topics = request.readTopics;
        if (
          request.readCacheInvalidations !== invalidations ||
          topics === null ||
          typeof payload !== 'string' ||
          // A replica read soon after a change may show what was there before it: served, not
          // cached.
          (request.readsReplica && forgottenLately(topics))
        ) {
          return payload;
        }
        const headers: CachedResponse['headers'] = {};
        for (const name of ANSWER_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        const kept: CachedResponse = {
          body: Buffer.from(payload),
          compressed: {},
          headers,
          topics,
        };
        answers!.set(request.url, kept);
        for (const name of topics) {
          const urls = byTopic.get(name) ?? new Set<string>();
          urls.add(request.url);
          byTopic.set(name, urls);
        }
        return inClientEncoding(request, reply, kept);
      },
      invalidate: (topics: readonly ReadTopic[]) => {
        if (topics.length === 0) return;
        invalidateHere(topics);
        tellOthers(topics);
      },
      invalidateAll: () => {
        invalidateHere('all');
        tellOthers('all');
      },
      invalidateHeard: invalidateHere,
      onInvalidate: (listener: () => void) => {
        invalidateListeners.push(listener);
      },
      tellOthersWith: (tell: (invalidation: Invalidation) => void) => {
        tellOthers = tell;
      },
    });
  },
  { name: 'read-cache', dependencies: ['auth'] },
);
