import { createContext, useContext, useSyncExternalStore } from 'react';

/** What the page knows of where and when it was rendered. */
export interface PageContextValue {
  /** The site's origin as the reader addressed it. */
  origin: string;
  /** When the server rendered the page; null for a page rendered in the browser alone. */
  renderedAt: Date | null;
  /** Whether the server rendered the page for a reader with a session (see PageData). */
  signedIn: boolean;
}

export const PageContext = createContext<PageContextValue | null>(null);

const subscribeNever = () => () => {};

/**
 * False while React hydrates a page rendered by the server (and on the server), true from the
 * render right after: what depends on the browser (its clock, locale, storage) is shown
 * only then, so the hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext needs a PageContext provider (main.tsx)');
  return value;
}

/** The site's origin, the same on the server and in the hydrating browser. */
export function usePageOrigin(): string {
  return usePageContext().origin;
}

/**
 * True while a page rendered for a signed-in reader is not yet hydrated (and on the server):
 * where the reader's own controls will be, a same-size placeholder keeps their room, so
 * nothing moves when they fill in.
 */
export function useAwaitingSession(): boolean {
  const { signedIn } = usePageContext();
  const hydrated = useHydrated();
  return signedIn && !hydrated;
}

/** The moment "3 hours ago" counts from: the server's while hydrating, the browser's after. */
export function useNow(): Date {
  const { renderedAt } = usePageContext();
  const hydrated = useHydrated();
  return hydrated || !renderedAt ? new Date() : renderedAt;
}
