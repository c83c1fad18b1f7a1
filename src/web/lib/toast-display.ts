import type { ReactNode } from 'react';
import { type ExternalToast, toast } from 'sonner';

export type ToastKind = 'error' | 'success' | 'info';

/** Error toasts still on screen: a success that follows answers them, so they would only mislead. */
function dismissErrors() {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
  }
}

/**
 * Shows a toast (or, for 'dismiss', clears them all). A success takes the place of the errors
 * before it; a toast with the `id` of one on screen replaces it.
 */
export function showToast(kind: ToastKind | 'dismiss', message?: ReactNode, data?: ExternalToast) {
  if (kind === 'dismiss') {
    toast.dismiss();
    return;
  }
  if (kind === 'success') dismissErrors();
  toast[kind](message, data);
}
