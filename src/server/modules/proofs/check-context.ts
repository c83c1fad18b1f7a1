import type { FastifyInstance } from 'fastify';
import type { CheckContext } from './checking';

/** What a check of a page needs from the app: this site's address, how to fetch, and now. */
export const checkContextOf = (app: FastifyInstance): CheckContext => ({
  publicUrl: app.config.publicUrl,
  fetch: { allowedPrivateAddresses: app.config.allowedPrivateAddresses },
  now: app.clock(),
});
