import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { categoriesQueryOptions } from '@web/lib/api/get-categories';
import { useSessionSync } from '@web/hooks/use-session-sync';
import { useHydrated } from '@web/lib/page-context';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';

// Toasts are never part of the first paint, nor of a page the server renders: their code
// loads just after the page is on screen (and hydrated).
const Toaster = lazy(async () => ({ default: (await import('@web/components/toaster')).Toaster }));

/**
 * The frame of every page: navbar, page, footer, toasts, and a bar while the next page
 * loads. Categories are loaded at start, and the stored session is checked with the server
 * and kept in step with other tabs.
 */
export function AppLayout() {
  useQuery(categoriesQueryOptions());
  useSessionSync();
  const hydrated = useHydrated();
  // Tells scripts and tests that the page now answers clicks: a page the server rendered is
  // only HTML until React has hydrated it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Navbar />
        {/* At least a screen tall below the navbar: the footer starts below the fold, so a page
            whose content arrives late does not push it (no layout shift). */}
        <main
          id="main"
          className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8"
        >
          <Outlet />
        </main>
        <Footer />
      </div>
      {hydrated && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
