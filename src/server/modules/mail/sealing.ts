import type { SecretBox } from '../../platform/secrets/secret-box';
import type { MailContent, OutboxMail } from './outbox';

/** A mail as a caller hands it over, before it is recorded. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Where one click stops this kind of mail (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string;
  /** The hash of the single-use token its link carries: once that is spent, it is not sent. */
  linkTokenHash?: string;
}

/** What a sealed body is bound to, so it cannot be passed off as another secret. */
const MAIL_BODY_CONTEXT = 'outgoing-mail-body';

/**
 * A mail as it is stored until sent: its bodies sealed, since a verification or reset link in
 * them would let anyone who reads the database (a backup, a replica) take the account.
 */
export function sealedContentOf(mail: OutgoingMail, secretBox: SecretBox): MailContent {
  return {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: secretBox.seal(mail.text, MAIL_BODY_CONTEXT),
    htmlBody: secretBox.seal(mail.html, MAIL_BODY_CONTEXT),
    bodySealed: true,
    replyTo: mail.replyTo,
    unsubscribeUrl: mail.unsubscribeUrl && secretBox.seal(mail.unsubscribeUrl, MAIL_BODY_CONTEXT),
    linkTokenHash: mail.linkTokenHash,
  };
}

/** The address that stops this kind of mail, opened; none for a mail that carries none. */
export function openedUnsubscribeUrlOf(mail: OutboxMail, secretBox: SecretBox) {
  if (!mail.unsubscribeUrl) return undefined;
  return mail.bodySealed
    ? secretBox.open(mail.unsubscribeUrl, MAIL_BODY_CONTEXT)
    : mail.unsubscribeUrl;
}

/**
 * The text and HTML of a stored mail, opened (mails stored before sealing began are in the
 * clear).
 */
export function openedBodyOf(mail: OutboxMail, secretBox: SecretBox) {
  if (!mail.bodySealed) return { text: mail.textBody, html: mail.htmlBody };
  return {
    text: secretBox.open(mail.textBody, MAIL_BODY_CONTEXT),
    html: secretBox.open(mail.htmlBody, MAIL_BODY_CONTEXT),
  };
}
