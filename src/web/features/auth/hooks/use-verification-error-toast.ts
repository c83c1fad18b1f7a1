import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';

const MESSAGES: Record<string, { title: string; description: string }> = {
  'token-expired': {
    title: 'Verification failed',
    description: 'Invalid or expired verification token. Please request a new verification link.',
  },
  'server-error': {
    title: 'Verification error',
    description:
      'There was a server error while verifying your email. Please try again or contact support.',
  },
};

/**
 * The e-mail verification link may land on a page with ?verificationError=...: take the
 * value, remove it from the address (replacing the history entry) and show a destructive toast.
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
    const message = MESSAGES[value] ?? {
      title: 'Verification error',
      description: 'There was a problem verifying your email.',
    };
    toast.error(message.title, { description: message.description });
  }, [value, setParams]);
}
