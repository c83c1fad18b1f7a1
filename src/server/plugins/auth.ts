import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http-errors';
import { findActiveSession, type SessionUser } from '../modules/sessions/service';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireVerified: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

/** The bearer token of a request; `Bearer null` and `Bearer undefined` (a client's unset token) are none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer && bearer !== 'null' && bearer !== 'undefined' ? bearer : undefined;
}

/** The session token a request presents: its bearer token, else its session cookie. */
export function presentedToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE];
}

/** Someone signed in may see their own votes and ratings in a read: only they may keep it. */
export function isPersonalRequest(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization || request.cookies[SESSION_COOKIE]);
}

/**
 * Identifies the caller from the bearer token or the session cookie and offers the
 * role checks that routes put in front of their handlers.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      const token = presentedToken(request);
      if (!token) return;
      const session = await findActiveSession(app.db, token);
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.sessionId;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!request.user.isVerified) throw forbidden('Please verify your email first');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden('Admin access required');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
