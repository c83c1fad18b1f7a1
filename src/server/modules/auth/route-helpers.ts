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
