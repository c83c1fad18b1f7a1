// First, before any schema checks a value.
import '@web/lib/zod-config';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@web/lib/api/query-client';
import { loadParts } from '@web/lib/lazy-part';
import { PAGE_DATA_ELEMENT_ID } from '@shared/constants';
import type { PageData } from '@web/lib/page-data';
import { PageContext, type PageContextValue } from '@web/lib/page-context';
import { appRoutes } from '@web/router';
import './styles.css';

/** The data the server embedded in a page it rendered, or null for a page left to the browser. */
function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}

/**
 * Loads the code of the pages this address shows before the router starts, so the first
 * render already holds them, as the server's did (a lazy page not yet loaded would render
 * the fallback and throw the server's HTML away).
 */
async function loadMatchedPages() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const pageData = readPageData();
  if (pageData) hydrate(queryClient, pageData.queries);
  await loadMatchedPages();
  // The server's HTML holds the page's lazily loaded parts in place: hydrated with their
  // code at hand, they answer the first hover or click (lazy-part.tsx).
  if (pageData) await loadParts();
  const page: PageContextValue = {
    origin: pageData?.origin ?? window.location.origin,
    renderedAt: pageData ? new Date(pageData.renderedAt) : null,
    signedIn: pageData?.signedIn ?? false,
  };
  const app = (
    <StrictMode>
      <PageContext value={page}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createBrowserRouter(appRoutes)} />
        </QueryClientProvider>
      </PageContext>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is done: a tap on the page is answered.
  if (pageData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
