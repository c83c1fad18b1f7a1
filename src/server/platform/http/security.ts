import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { forbidden } from './http-errors';
import { bearerToken, SESSION_COOKIE } from './session-token';
import { SERVER_FAULT_MESSAGE } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says a request comes from (Origin, else Referer). */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin || origin === 'null') return origin;
  try {
    return new URL(origin).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Sets the security headers on a response. Built once (the Fastify wrapper builds the
 * middleware again for every request), and exported for the responses no hook sees.
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts and positioned popovers set inline styles; no script can be injected through them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The same as frame-ancestors 'none', for browsers that read only this header.
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** What Fastify refuses before any hook runs, as said to the client. */
const FRAMEWORK_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken %-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * Responds to what Fastify refuses before any hook runs (an address with a broken %-escape or
 * too long a path segment), with the same headers and error shape as every other response.
 */
export function respondToFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  securityHeaders(request.raw, reply.raw, () => undefined);
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (refusal) return reply.code(error.statusCode ?? 400).send({ message: refusal });
  request.log.error({ err: error }, 'request refused before routing');
  return reply.code(500).send({ message: SERVER_FAULT_MESSAGE });
}

/**
 * Security headers on every response (scripts only from this site, no framing), and
 * cross-site request forgery refused: a write that relies on the session cookie must come
 * from this site's own pages. Bearer-token writes carry no ambient credential and pass.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    const ownOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      // Only a request the cookie signs in is checked: the same token rule as the auth plugin,
      // so `Bearer null` beside a cookie is not taken for a bearer-token write.
      if (bearerToken(request) || !request.cookies[SESSION_COOKIE]) return;
      const origin = requestOrigin(request);
      // Origins compare whole (scheme, host and port): besides the public address, the host
      // the request came to, by the scheme it came by (X-Forwarded-Proto behind a trusted proxy).
      const host = request.headers.host;
      const sameSite =
        origin === ownOrigin || (host !== undefined && origin === `${request.protocol}://${host}`);
      if (!sameSite) throw forbidden('Cross-site request refused');
    });
  },
  { name: 'security', dependencies: ['auth'] },
);
