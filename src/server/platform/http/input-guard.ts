import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

/** Whether a parsed request part holds a NUL character in any text or key, however deep. */
export function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a request carrying one in its path,
 * query or body is refused before any route reads it: otherwise the database would fail
 * mid-request with an error that is not the caller's to read.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
        throw badRequest(NUL_MESSAGE);
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
