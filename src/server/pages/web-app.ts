import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStaticPage } from '@shared/page-addresses';
import { projectFolder } from '../project-folder';
import { crawlerRoutes } from './crawler-routes';
import { loadPageTemplate } from './page-template';
import { pageRoutes } from './page-routes';
import { createPages } from './pages';
import { loadPageRenderer } from './render-page';

export const webDistDir = path.join(projectFolder, 'dist/web');
/** The server's side of the web app (vite.config.ts), which renders the pages. */
export const webServerDistDir = path.join(projectFolder, 'dist/web-server');

/**
 * Serves the built web app: hashed assets with a long cache lifetime, the pages the server
 * renders with their data (see pageRoutes), robots.txt and the sitemap of its pages, and a
 * page with the site's head for every other page address: 200 for the app's pages, 404
 * (with the app's not-found view) for any other. Unknown /api addresses stay JSON 404s.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    { distDir = webDistDir, serverDistDir }: { distDir?: string; serverDistDir?: string },
  ) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // Source maps would hand out the whole web app's source.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        // The build writes .br and .gz copies beside each text asset (vite.config.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }
    const renderPage = hasWebApp && serverDistDir ? await loadPageRenderer(serverDistDir) : null;
    if (hasWebApp && serverDistDir && !renderPage) {
      app.log.warn(
        `${serverDistDir} holds no build: the browser renders every page (npm run build)`,
      );
    }
    const pages = hasWebApp
      ? createPages(loadPageTemplate(indexFile), app.config.publicUrl, renderPage)
      : null;
    if (pages) {
      await app.register(pageRoutes, { pages });
      await app.register(crawlerRoutes);
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !pages) {
        return reply
          .status(404)
          .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
      }
      const pathname = request.url.split('?')[0]!;
      return pages.send(request, reply, pages.siteHead(pathname), {
        status: isStaticPage(pathname) ? 200 : 404,
      });
    });
  },
  { name: 'web-app' },
);
