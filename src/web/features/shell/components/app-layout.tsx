import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { categoriesQueryOptions } from '@web/lib/api/get-categories';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { useSessionSync } from '@web/hooks/use-session-sync';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The frame of every page: navbar, page, footer, toasts. Categories are loaded at start,
 * and the stored session is checked with the server and kept in step with other tabs.
 */
export function AppLayout() {
  useQuery(categoriesQueryOptions());
  useSessionSync();
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Navbar />
        <main
          id="main"
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8"
        >
          <Outlet />
        </main>
        <Footer />
      </div>
      <Toaster richColors closeButton position="top-right" />
      <ScrollRestoration />
    </TooltipProvider>
  );
}
