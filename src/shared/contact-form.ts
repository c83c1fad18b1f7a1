/**
 * The contact form sent by the browser itself (before the page's scripts ran) is answered
 * with the contact page again, whose address says how it went: `?sent=1`, or `?error=…`
 * with the reason.
 */
export const CONTACT_OUTCOME = { sent: 'sent', error: 'error' } as const;

export const contactOutcomeAddress = (outcome: { sent: true } | { error: string }) =>
  `/contact?${new URLSearchParams('error' in outcome ? { [CONTACT_OUTCOME.error]: outcome.error } : { [CONTACT_OUTCOME.sent]: '1' })}`;

export const CONTACT_SENT_MESSAGE = 'Thank you for your message. We will get back to you soon.';
