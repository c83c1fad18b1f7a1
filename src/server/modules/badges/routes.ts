import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fresh from 'fresh';
import { z } from 'zod';
import { badgePath } from '@shared/badge';
import { MAX_SERIAL_ID, PRODUCT_NAME } from '@shared/constants';
import { errorResponses, requiredInt } from '@shared/schemas/common';
import { findBadgeState } from './service';
import { renderBadge } from './svg';

/** Pages elsewhere show the badge to every visitor: caches may store it a few minutes. */
const BADGE_CACHE_CONTROL = 'public, max-age=300';
/**
 * Opened by itself, the image may run nothing and load nothing. It is meant for other
 * sites' <img> tags, so it is a cross-origin resource (the site's default is same-origin).
 */
const BADGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': BADGE_CACHE_CONTROL,
};

const svgImage = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: z.string() } },
});

export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    badgePath(':accountId'),
    {
      // It tells an account's state like the API does, counts with it and reads where it does.
      onRequest: app.publicReadLimits,
      preHandler: app.replicaReads,
      schema: {
        tags: ['accounts'],
        summary: "An account's embeddable badge, an SVG image",
        description:
          `An SVG image (image/svg+xml), not JSON, for other sites to embed. A verified account's ` +
          `badge says its tier: "✓ Proven on ${PRODUCT_NAME}" (a chain of checked proofs leads ` +
          `to an official site a moderator confirmed), "✓ Verified by a moderator on ${PRODUCT_NAME}" ` +
          `or "✓ Verified by the community on ${PRODUCT_NAME}" (votes alone); then "Pending on ` +
          `${PRODUCT_NAME}", or, with status 404, "Not verified on ${PRODUCT_NAME}" for an ` +
          'account that is rejected, removed or unknown. Link it to the person page.',
        params: z.object({
          accountId: requiredInt(1, MAX_SERIAL_ID, 'accountId must be a positive whole number'),
        }),
        response: {
          200: svgImage('The badge of a verified or pending account'),
          404: svgImage('The "Not verified" badge'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, typedReply) => {
      // The response schemas type JSON responses; the image and its 304 go through the plain reply.
      const reply: FastifyReply = typedReply;
      const state = await findBadgeState(app.db, request.params.accountId);
      const svg = renderBadge(state);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"`;
      reply.headers({ ...BADGE_HEADERS, ETag: etag });
      if (state === 'unverified') return reply.code(404).send(svg);
      if (fresh({ 'if-none-match': request.headers['if-none-match'] }, { etag })) {
        return reply.code(304).send();
      }
      return reply.send(svg);
    },
  );
};
