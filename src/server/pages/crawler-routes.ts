import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredInt } from '@shared/schemas/common';
import { notFound } from '../platform/http/http-errors';
import { robotsTxt } from './robots';
import { countSitemapPages, sitemapUrls } from './sitemap';
import { renderSitemapIndex, renderUrlset, sitemapPagePath } from './sitemap-xml';

/** Crawlers may cache these a few minutes; a new person shows up soon enough. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemap: /sitemap.xml, or an index of /sitemap-N.xml past 50,000 addresses. */
export const crawlerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );

  // The sitemap lists every person: it counts towards the public read API's rate limits, and
  // reads a replica where there is one, so crawlers are served while the primary is down.
  const sitemapRead = { onRequest: app.publicReadLimits, preHandler: app.replicaReads };
  app.get('/sitemap.xml', sitemapRead, async (_request, reply) => {
    const pages = await countSitemapPages(app.db);
    reply.header('Cache-Control', CRAWLER_CACHE_CONTROL).type(XML);
    if (pages > 1) return reply.send(renderSitemapIndex(pages, publicUrl));
    return reply.send(Readable.from(renderUrlset(sitemapUrls(app.db, 1), publicUrl)));
  });

  app.get(
    sitemapPagePath(':page'),
    {
      ...sitemapRead,
      schema: {
        params: z.object({
          page: requiredInt(1, 1_000_000, 'page must be a positive whole number'),
        }),
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      if (page > (await countSitemapPages(app.db))) throw notFound('No such sitemap');
      return reply
        .header('Cache-Control', CRAWLER_CACHE_CONTROL)
        .type(XML)
        .send(Readable.from(renderUrlset(sitemapUrls(app.db, page), publicUrl)));
    },
  );
};
