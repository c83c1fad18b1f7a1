import { createHash, randomBytes } from 'node:crypto';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import {
  API_KEY_HEADER,
  API_KEY_LIMIT_MULTIPLIER,
  PUBLIC_API_DAILY_LIMIT,
  PUBLIC_API_MINUTE_LIMIT,
  PUBLIC_READ_MAX_AGE_SECONDS,
  SITE_VISIT_ADDRESS_DAILY_LIMIT,
  SITE_VISIT_ADDRESS_MINUTE_LIMIT,
  SITE_VISIT_MINUTE_LIMIT,
} from '@shared/constants';
import { SITE_VISIT_HEADER } from '@shared/site-visit';
import { unauthorized } from '../platform/http/http-errors';
import { findActiveApiKey, type PresentedApiKey } from '../modules/api-keys';
import { isPersonalRequest } from '../platform/http/session-token';
import { siteVisitTokens, type SiteVisitTokens } from '../platform/http/site-visit';
import type { TopicsOf } from '../platform/cache/read-cache';
import type { ReplicaReadsHook } from './read-replicas';

/** Carries the mark of the server's own reads while it draws a page (pageDrawingHeaders). */
const PAGE_DRAWING_HEADER = 'x-page-drawing';

/** Cross-origin pages may read the public API with GET, send a key and revalidate. */
const openCors: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  allowedHeaders: [API_KEY_HEADER, 'If-None-Match', 'Content-Type'],
  exposedHeaders: [
    'ETag',
    'Link',
    'Retry-After',
    'RateLimit-Policy',
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
  ],
  maxAge: 86_400,
  // The strict check responds to an OPTIONS without Origin with a plain-text 400, outside the
  // API's one error shape; given an empty 204 like any preflight, it tells nothing either.
  strictPreflight: false,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the client presented, when it is a live one. */
    apiKey: PresentedApiKey | null;
    /** The visit of the site's page that sent this read, when its token is one we wrote. */
    siteVisit: string | null;
  }
  interface FastifyInstance {
    /**
     * Route options that make a route part of the public read API (spread them into the
     * route), with what its response shows for the visitors' response cache (see
     * model/topics.ts).
     */
    publicRead<Answer, Params = unknown>(topicsOf: TopicsOf<Answer, Params>): PublicReadOptions;
    /**
     * The public read API's rate limits alone (with its `X-API-Key` check), for public reads
     * outside the API such as server-rendered pages and the sitemap: one count with the API.
     */
    publicReadLimits: onRequestAsyncHookHandler[];
    /**
     * Headers that mark the reads the server makes of its own API while it draws a page
     * (a secret of this process, never sent out): the page's request was counted already.
     */
    pageDrawingHeaders: Record<string, string>;
    /** The visit tokens the site's pages carry (see SITE_VISIT_HEADER). */
    siteVisits: SiteVisitTokens;
  }
  interface FastifyContextConfig {
    cors?: FastifyCorsOptions | false;
    /** Marks the public read API (the OpenAPI document lists these as needing no sign-in). */
    publicRead?: boolean;
  }
}

export interface PublicReadOptions {
  onRequest: onRequestAsyncHookHandler[];
  preHandler: [ReplicaReadsHook, preHandlerAsyncHookHandler];
  preSerialization: preSerializationAsyncHookHandler;
  onSend: onSendHookHandler[];
  config: { cors: FastifyCorsOptions; publicRead: true };
}

/**
 * Serves whole JSON reads with an ETag (a digest of the body, or the one cached with the
 * response) and Cache-Control, and a 304 without body when the client's If-None-Match
 * already names that body (weakly compared, as RFC 9110 says). Streams and errors pass
 * untouched.
 */
async function cacheValidation(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
    return payload;
  }
  const kept = reply.getHeader('etag');
  const etag =
    typeof kept === 'string'
      ? kept
      : `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
  reply.header('ETag', etag);
  reply.header(
    'Cache-Control',
    isPersonalRequest(request)
      ? 'private, no-cache'
      : `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`,
  );
  // Any public read may be sent compressed (compression.ts); in lower case as
  // @fastify/compress and @fastify/static write it, so that it is named once.
  reply.header('Vary', 'Origin, Authorization, Cookie, accept-encoding');
  // `fresh` returns stale for any request with `Cache-Control: no-cache`, a cache's reload
  // rule; an origin server evaluates If-None-Match whatever that header says (RFC 9110,
  // 13.1.2), and fetch() adds it to every request that carries If-None-Match.
  if (fresh({ 'if-none-match': request.headers['if-none-match'] }, { etag })) {
    reply.code(304);
    return '';
  }
  return payload;
}

/**
 * The public read API: per-client rate limits (ten times higher with a live `X-API-Key`,
 * counted per key owner instead of per address; a wrong key counts against its address),
 * visitors' responses cached a few seconds (see read-cache.ts), ETag revalidation, and CORS
 * open for GET.
 */
export const publicReadPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('apiKey', null);
    app.decorateRequest('siteVisit', null);
    await app.register(fastifyCors, {
      // Preflights reach one catch-all route, so they are opened for every API address; the
      // response allows only GET and HEAD, and only public reads carry the CORS headers.
      delegator: (request, callback) =>
        callback(
          null,
          request.method === 'OPTIONS' && request.url.startsWith('/api/')
            ? openCors
            : { origin: false },
        ),
    });

    const anonymousLimits = app.limitRate({
      label: 'the public API',
      windows: [
        ['minute', PUBLIC_API_MINUTE_LIMIT],
        ['day', PUBLIC_API_DAILY_LIMIT],
      ],
    });
    const keyedLimits = app.limitRate({
      label: 'the public API with an API key',
      windows: [
        ['minute', PUBLIC_API_MINUTE_LIMIT * API_KEY_LIMIT_MULTIPLIER],
        ['day', PUBLIC_API_DAILY_LIMIT * API_KEY_LIMIT_MULTIPLIER],
      ],
      key: (request) => `${request.apiKey?.owner}`,
    });

    const visits = siteVisitTokens(app.secretBox);
    app.decorate('siteVisits', visits);
    const visitLimits = app.limitRate({
      label: "the site's pages in one visit",
      windows: [['minute', SITE_VISIT_MINUTE_LIMIT]],
      key: (request) => `${request.siteVisit}`,
    });
    const visitAddressLimits = app.limitRate({
      label: "the site's pages from one address",
      windows: [
        ['minute', SITE_VISIT_ADDRESS_MINUTE_LIMIT],
        ['day', SITE_VISIT_ADDRESS_DAILY_LIMIT],
      ],
    });

    const identifyApiKey: onRequestAsyncHookHandler = async function (request, reply) {
      const presented = request.headers[API_KEY_HEADER.toLowerCase()];
      if (presented === undefined) return;
      const key = typeof presented === 'string' ? presented.trim() : '';
      request.apiKey = key ? await findActiveApiKey(app.db, key) : null;
      if (request.apiKey) return;
      // Counted as a request without a key from that address: wrong keys buy no free lookups.
      await anonymousLimits.call(this, request, reply);
      throw unauthorized('Invalid or revoked API key');
    };
    const pageDrawingKey = randomBytes(16).toString('hex');
    app.decorate('pageDrawingHeaders', { [PAGE_DRAWING_HEADER]: pageDrawingKey });
    const limit: onRequestAsyncHookHandler = async function (request, reply) {
      if (request.headers[PAGE_DRAWING_HEADER] === pageDrawingKey) return;
      if (request.apiKey) return keyedLimits.call(this, request, reply);
      // The token's seal is checked once; the visit's counter is keyed by what it found.
      request.siteVisit = visits.visitOf(request.headers[SITE_VISIT_HEADER.toLowerCase()]);
      if (request.siteVisit === null) return anonymousLimits.call(this, request, reply);
      await visitLimits.call(this, request, reply);
      await visitAddressLimits.call(this, request, reply);
    };

    const publicReadLimits = [identifyApiKey, limit];
    app.decorate('publicReadLimits', publicReadLimits);
    app.decorate('publicRead', <Answer, Params>(topicsOf: TopicsOf<Answer, Params>) => ({
      onRequest: publicReadLimits,
      preHandler: [app.replicaReads, app.readCache.serve] as PublicReadOptions['preHandler'],
      preSerialization: app.readCache.name(topicsOf),
      onSend: [cacheValidation, app.readCache.keep],
      config: { cors: openCors, publicRead: true as const },
    }));
  },
  {
    name: 'public-read',
    dependencies: ['rate-limits', 'database', 'secrets', 'auth', 'read-cache', 'read-replicas'],
  },
);
