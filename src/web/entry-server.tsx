import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type ApiFetch, setApiFetch } from '@web/lib/api/client';
import { createQueryClient } from '@web/lib/api/query-client';
import { loadParts } from '@web/lib/lazy-part';
import type { PageData, PageHandle } from '@web/lib/page-data';
import { PageContext } from '@web/lib/page-context';
import { appRoutes } from '@web/router';

/**
 * The server's side of the web app (built by `vite build --ssr` into dist/web-server): renders
 * a page of the app to HTML with React's streaming renderer, from the answers of the
 * server's own API, and hands back the answers for the browser to hydrate from.
 */

/** A page rendered no later than this is sent; one still unfinished is aborted. */
const RENDER_TIMEOUT_MS = 10_000;

const handler = createStaticHandler(appRoutes);

// Pages are rendered concurrently, each asking the API as its own request would: the client's
// one fetch hook looks up whose page it is fetching for.
const pageFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetch((url, init) => {
  const fetchApi = pageFetch.getStore();
  if (!fetchApi) throw new Error('An API request was made outside a page being rendered');
  return fetchApi(url, init);
});

export interface PageRequest {
  /** The page's address: path and query. */
  url: string;
  /** The site's origin as the reader addressed it. */
  origin: string;
  /** Whether the page was asked for with a session (see PageData). */
  signedIn: boolean;
  /** Answers the API requests the page makes (the server's own API, in process). */
  fetchApi: ApiFetch;
  /** Told of an error React recovered from (the part is rendered in the browser instead). */
  onRecoverableError: (error: unknown) => void;
}

export interface RenderedPage {
  /** The HTML inside the page's root element. */
  html: Readable;
  /** What the browser hydrates from; embedded once in the page. */
  data: PageData;
}

/** Renders a page: its data first (from the API), then the whole HTML, in order, ready to read. */
export async function renderPage({
  url,
  origin,
  signedIn,
  fetchApi,
  onRecoverableError,
}: PageRequest): Promise<RenderedPage> {
  const address = new URL(url, origin);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`The router answered ${url} with a response`);

  // The page's parts are rendered in place, as the browser will hydrate them (lazy-part.tsx).
  await loadParts();
  const queryClient = createQueryClient();
  await pageFetch.run(fetchApi, () =>
    Promise.all(
      context.matches.map(({ route, params }) =>
        (route.handle as PageHandle | undefined)?.prefetch?.(queryClient, { params, url: address }),
      ),
    ),
  );
  const renderedAt = new Date();
  const data: PageData = {
    queries: dehydrate(queryClient),
    origin,
    renderedAt: renderedAt.toISOString(),
    signedIn,
  };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await new Promise<Readable>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <PageContext value={{ origin, renderedAt, signedIn }}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </PageContext>
      </StrictMode>,
      {
        // Everything at once, in reading order: a crawler or a reader without JavaScript
        // gets the whole page, not fallbacks waiting for scripts. React would otherwise move
        // parts past its chunk size out of order, to be put in place by inline scripts, which
        // the site's Content-Security-Policy does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => {
          clearTimeout(timeout);
          resolve(stream.pipe(new PassThrough()));
        },
        onShellError: (error) => {
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: onRecoverableError,
      },
    );
    const timeout = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
  queryClient.clear();
  return { html, data };
}
