import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../../../shared/schemas/common';

export const authErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/** The address an attempt is for, so that per-account limits count attempts on one account from anywhere. */
export function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Runs work for an address after the answer has gone out. Whether the address has an
 * account decides whether there is any work (a token, a mail), so doing it before
 * answering would let the answer's time tell a stranger that the address is registered.
 */
export function afterAnswer(request: FastifyRequest, what: string, work: () => Promise<void>) {
  setImmediate(() => {
    work().catch((error: unknown) => request.log.error({ err: error }, `${what} failed`));
  });
}
