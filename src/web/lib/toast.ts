import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import type { ToastKind } from './toast-display';

let markToasterMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Called once by the app's `Toaster` (components/toaster.tsx) when it listens for toasts. */
export function toasterReady() {
  markToasterMounted();
}

function show(kind: ToastKind | 'dismiss', message?: ReactNode, data?: ExternalToast) {
  void toasterMounted
    .then(() => import('./toast-display'))
    .then((display) => display.showToast(kind, message, data));
}

/**
 * Toasts, as sonner's `toast.error`, `toast.success` and `toast.info`. The toast code
 * (sonner, through toast-display.ts) is loaded after the page's first render, and a toast
 * asked for before the Toaster is on the page waits for it instead of being lost.
 */
export const toast = {
  error: (message: ReactNode, data?: ExternalToast) => show('error', message, data),
  success: (message: ReactNode, data?: ExternalToast) => show('success', message, data),
  info: (message: ReactNode, data?: ExternalToast) => show('info', message, data),
};

/** Clears every toast: what they said belonged to the session that just began or ended. */
export const dismissToasts = () => show('dismiss');
