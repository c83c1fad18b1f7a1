import { ResendVerificationBanner } from './resend-verification-banner';

/** Shown on the page signing up leads to: where the verification link went, and a resend. */
export function VerificationSentNotice({ email }: { email: string }) {
  return <ResendVerificationBanner email={email} title="Check your inbox" tone="success" />;
}
