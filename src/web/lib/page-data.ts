import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What the server embeds once in a page it renders (as JSON in a script element the browser
 * does not run), so the browser starts from the very answers the page was rendered from and
 * asks the API nothing before the first paint.
 */
export interface PageData {
  /** TanStack Query's dehydrated cache. */
  queries: DehydratedState;
  /** The site's origin as the reader addressed it (for addresses shown on the page). */
  origin: string;
  /** When the server rendered the page (ISO 8601): the moment relative times count from while hydrating. */
  renderedAt: string;
  /**
   * Whether the page was asked for with a session: it is rendered as a visitor sees it, with
   * room kept for the reader's own controls, which fill in once it is hydrated.
   */
  signedIn: boolean;
}

/** What a page needs in the query cache before the server renders it. */
export type PagePrefetch = (
  queryClient: QueryClient,
  page: { params: Params; url: URL },
) => Promise<unknown>;

/** A route's handle: the page's prefetch, when the server renders it with data. */
export interface PageHandle {
  prefetch?: PagePrefetch;
}
