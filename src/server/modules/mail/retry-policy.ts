import { MAIL_MAX_ATTEMPTS } from '@shared/schemas/admin-system';

const MINUTE = 60_000;

/** The wait after the first failed attempt, doubled after each further one up to the cap. */
const FIRST_RETRY_DELAY_MS = MINUTE;
const MAX_RETRY_DELAY_MS = 60 * MINUTE;

/**
 * How long an instance holds a mail it is sending before another may take it: longer than a
 * send can last (see the transport's timeouts), so only a crashed sender's mail is taken.
 */
export const SENDING_LEASE_MS = 5 * MINUTE;

/** How long to wait before trying a mail again after its `attempts`-th attempt failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Whether a mail whose `attempts`-th attempt just failed is given up. */
export function isLastAttempt(attempts: number): boolean {
  return attempts >= MAIL_MAX_ATTEMPTS;
}

/**
 * Whether the SMTP server refused this mail for good (a 5xx reply to its sender, recipients
 * or content), so sending it again would only be refused again. Connection failures,
 * timeouts and 4xx replies are worth another attempt.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    responseCode !== undefined &&
    responseCode >= 500
  );
}
