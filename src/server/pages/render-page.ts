import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@web/lib/api/client';
import type { RenderedPage, PageRequest } from '@web/entry-server';

/** The web app's server side (src/web/entry-server.tsx, which exports it as renderPage): renders one page. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The server build of the web app (`vite build --ssr`), or null when there is none. */
export async function loadPageRenderer(serverBuildDir: string): Promise<RenderPage | null> {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

interface OwnApiResponse {
  status: number;
  contentType?: string;
  body: string;
}

/**
 * The server's own API as one page asks it: each read goes through the same routes, checks
 * and cached responses as a visitor's request, in process, with no session (a rendered page is
 * what every visitor sees) and marked so that it is not counted again against the rate
 * limits the page's own request was counted by. Each address is read once for the page: the
 * page's route reads the data its status and head depend on, and the rendering, asking the
 * same address for the same data, is handed that response again.
 */
export function ownApi(app: FastifyInstance): ApiFetch {
  const responses = new Map<string, Promise<OwnApiResponse>>();
  const read = async (url: string): Promise<OwnApiResponse> => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...app.pageDrawingHeaders },
    });
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: response.body,
    };
  };
  return async (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page being rendered asked ${method} ${url}`);
    const reading = responses.get(url) ?? read(url);
    responses.set(url, reading);
    const { status, contentType, body } = await reading;
    return new Response(status === 204 ? null : body, {
      status,
      headers: contentType ? { 'content-type': contentType } : {},
    });
  };
}
