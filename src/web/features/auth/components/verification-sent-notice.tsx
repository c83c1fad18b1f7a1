import { useMailDelivery } from '../api/mail-delivery';
import { ResendVerificationBanner } from './resend-verification-banner';

/**
 * Shown on the page signing up leads to: where the verification link went, a resend, and why
 * the new member is not signed in yet.
 */
export function VerificationSentNotice({ email }: { email: string }) {
  const kept = useMailDelivery().data?.mailKept;
  return (
    <ResendVerificationBanner
      email={email}
      title={kept ? 'Your verification link is waiting' : 'Check your inbox'}
      tone="success"
    >
      <p>
        You are not signed in yet: once the address is verified, log in with your e-mail and
        password.
      </p>
    </ResendVerificationBanner>
  );
}
