import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

let markToasterMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Called once by the app's `Toaster` (components/toaster.tsx) when it listens for toasts. */
export function toasterReady() {
  markToasterMounted();
}

function show(call: (sonner: typeof sonnerToast) => void) {
  void toasterMounted.then(() => import('sonner')).then(({ toast }) => call(toast));
}

/**
 * Toasts, as sonner's `toast.error`, `toast.success` and `toast.info`. The toast code
 * (sonner) is loaded after the page's first render, and a toast asked for before the
 * Toaster is on the page waits for it instead of being lost.
 */
export const toast = {
  error: (message: ReactNode, data?: ExternalToast) =>
    show((sonner) => sonner.error(message, data)),
  success: (message: ReactNode, data?: ExternalToast) =>
    show((sonner) => sonner.success(message, data)),
  info: (message: ReactNode, data?: ExternalToast) => show((sonner) => sonner.info(message, data)),
};
