import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '@shared/schemas/common';

export const authErrors = errorResponses(400, 401, 403, 429);

/** The address an attempt is for, so that per-account limits count attempts on one account from anywhere. */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The account an attempt is for together with the client address it comes from. */
function bodyEmailFromClient(request: FastifyRequest): string {
  return `${bodyEmail(request)} from ${request.ip}`;
}

export interface AccountAttemptLimits {
  /** Attempts an hour on one account from one client address before a 429. */
  perClient: number;
  /**
   * Attempts an hour on one account from all addresses together before responses are held
   * back.
   */
  unhurried: number;
}

/**
 * Limits on attempts for one account that slow down only whoever makes them: refused per
 * pair of account and client address, so someone else's failures never lock the owner out,
 * and held back (never refused) beyond a higher count per account from every address.
 * Refused attempts are not counted towards the hold-back.
 */
export function accountAttemptLimits(
  app: FastifyInstance,
  label: string,
  { perClient, unhurried }: AccountAttemptLimits,
) {
  return [
    app.limitRate({
      label: `${label} for one account from one address`,
      windows: [['hour', perClient]],
      key: bodyEmailFromClient,
    }),
    app.slowDown({
      label: `${label} for one account from any address`,
      period: 'hour',
      unhurried,
      key: bodyEmail,
    }),
  ];
}
