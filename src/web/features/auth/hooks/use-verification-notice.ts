import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';

export const VERIFIED_MESSAGE = 'Account verified successfully!';

/** What /auth says for each ?verificationError value (spec 001, /auth). */
export const VERIFICATION_ERROR_MESSAGES: Record<string, string> = {
  'token-expired':
    'Your verification link has expired or is invalid. Please request a new verification email.',
  'server-error': 'A server error occurred during verification. Please try again later.',
};
export const VERIFICATION_ERROR_FALLBACK = 'There was a problem verifying your email.';

export type VerificationNotice = { kind: 'verified' } | { kind: 'error'; message: string } | null;

function readNotice(params: URLSearchParams): VerificationNotice {
  if (params.get('verified') === 'true') return { kind: 'verified' };
  const error = params.get('verificationError');
  if (error === null) return null;
  return {
    kind: 'error',
    message: VERIFICATION_ERROR_MESSAGES[error] ?? VERIFICATION_ERROR_FALLBACK,
  };
}

/**
 * The outcome of following an e-mail verification link (?verified=true or
 * ?verificationError=…): shown once as a toast and kept as a banner for this visit, while
 * the parameters leave the address so a reload does not announce it again.
 */
export function useVerificationNotice(): VerificationNotice {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<VerificationNotice>(() => readNotice(params));
  const announced = useRef<string | null>(null);
  const fromAddress = readNotice(params);
  const key = fromAddress ? JSON.stringify(fromAddress) : null;
  // A new outcome in the address (the page was already open) replaces the banner.
  if (key !== null && key !== JSON.stringify(notice)) setNotice(fromAddress);

  useEffect(() => {
    if (key === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        next.delete('verificationError');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (announced.current === key) return;
    announced.current = key;
    const outcome = JSON.parse(key) as NonNullable<VerificationNotice>;
    if (outcome.kind === 'verified') {
      toast.success(VERIFIED_MESSAGE, { description: 'You can now log in.' });
    } else {
      toast.error('Verification failed', { description: outcome.message });
    }
  }, [key, setParams]);

  return notice;
}
