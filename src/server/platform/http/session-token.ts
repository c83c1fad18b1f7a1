import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'session';

/** The bearer token of a request; `Bearer null` and `Bearer undefined` (a client's unset token) are none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer && bearer !== 'null' && bearer !== 'undefined' ? bearer : undefined;
}

/** The session token a request presents: its bearer token, else its session cookie. */
export function presentedToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE];
}

/** Someone signed in may see their own votes and ratings in a read: only they may cache it. */
export function isPersonalRequest(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization || request.cookies[SESSION_COOKIE]);
}
