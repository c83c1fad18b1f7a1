import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@web/lib/api/client';
import type { DrawnPage, PageRequest } from '@web/entry-server';

/** The web app's server side (src/web/entry-server.tsx): draws one page. */
export type DrawPage = (request: PageRequest) => Promise<DrawnPage>;

/** The server build of the web app (`vite build --ssr`), or null when there is none. */
export async function loadPageDrawing(serverBuildDir: string): Promise<DrawPage | null> {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { drawPage: DrawPage };
  return module.drawPage;
}

/**
 * The server's own API as the page being drawn asks it: each read goes through the same
 * routes, checks and kept answers as a visitor's request, in process, with no session (a
 * drawn page is what every visitor sees) and marked so that it is not counted again
 * against the rate limits the page's own request was counted by.
 */
export function ownApi(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page being drawn asked ${method} ${url}`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...app.pageDrawingHeaders },
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
