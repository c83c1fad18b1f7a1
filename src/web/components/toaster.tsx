import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterReady } from '@web/lib/toast';

/**
 * The toasts' place on every page, at the bottom, where they never cover the navbar's
 * buttons (on phones sonner spans them across the width); loaded after the first render
 * (see lib/toast.ts).
 */
export function Toaster() {
  // Runs after sonner's own effect has subscribed: toasts asked for until now can show.
  useEffect(toasterReady, []);
  return <SonnerToaster richColors closeButton position="bottom-right" />;
}
