import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@web/lib/api/client';
import type { DrawnPage, PageRequest } from '@web/entry-server';

/** The web app's server side (src/web/entry-server.tsx, which exports it as drawPage): renders one page. */
export type RenderPage = (request: PageRequest) => Promise<DrawnPage>;

/** The server build of the web app (`vite build --ssr`), or null when there is none. */
export async function loadPageRenderer(serverBuildDir: string): Promise<RenderPage | null> {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { drawPage: RenderPage };
  return module.drawPage;
}

/**
 * The server's own API as the page being rendered asks it: each read goes through the same
 * routes, checks and kept responses as a visitor's request, in process, with no session (a
 * rendered page is what every visitor sees) and marked so that it is not counted again
 * against the rate limits the page's own request was counted by.
 */
export function ownApi(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page being rendered asked ${method} ${url}`);
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...app.pageDrawingHeaders },
    });
    const contentType = response.headers['content-type'];
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
