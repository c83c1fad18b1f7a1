import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';

/**
 * The e-mail verification link may land on a page with ?verificationError=...: take the
 * value, remove it from the address (replacing the history entry) and show a destructive toast.
 * The messages load only then: the home page's first script carries nothing for this rare case.
 */
export function useVerificationErrorToast() {
  const [params, setParams] = useSearchParams();
  const value = params.get('verificationError');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (value === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verificationError');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (shown.current === value) return;
    shown.current = value;
    void import('../verification-error-messages').then(({ verificationErrorMessage }) => {
      const message = verificationErrorMessage(value);
      toast.error(message.title, { description: message.description });
    });
  }, [value, setParams]);
}
