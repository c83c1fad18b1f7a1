import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@shared/constants';
import { countOf } from '@shared/plural';
import type { OutgoingMail } from './sealing';

/** What a mail shows beside its paragraphs: a button, a list after them, small print at the end. */
interface LayoutExtras {
  list?: string;
  footer?: string[];
}

function layout(
  paragraphs: string[],
  action?: { label: string; url: string },
  { list = '', footer = [] }: LayoutExtras = {},
): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px;overflow-wrap:anywhere">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${body}
${list}
${button}
<p style="color:#555;font-size:13px">${escapeHtml(PRODUCT_NAME)}</p>
${footer.map((line) => `<p style="color:#555;font-size:12px">${line}</p>`).join('\n')}
</body></html>`;
}

export function verificationMail(to: string, username: string, link: string): OutgoingMail {
  const lines = [
    `Hello ${username},`,
    `Welcome to ${PRODUCT_NAME}. Please confirm your email address to start adding people, proposing accounts and voting. The link is valid for 24 hours.`,
  ];
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not create an account, ignore this email.`,
    html: layout([...lines, 'If you did not create an account, ignore this email.'], {
      label: 'Verify my email',
      url: link,
    }),
  };
}

export function registrationAttemptMail(
  to: string,
  username: string,
  signInLink: string,
): OutgoingMail {
  const lines = [
    `Hello ${username},`,
    `Someone tried to create a new ${PRODUCT_NAME} account with this email address. You already have an account, so nothing was changed.`,
    'If it was you, sign in instead, or reset your password if you forgot it. If it was not you, you can ignore this email.',
  ];
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account`,
    text: `${lines.join('\n\n')}\n\n${signInLink}`,
    html: layout(lines, { label: 'Sign in', url: signInLink }),
  };
}

export function passwordResetMail(to: string, username: string, link: string): OutgoingMail {
  const lines = [
    `Hello ${username},`,
    'We received a request to reset your password. The link below is valid for 1 hour and works once.',
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.`,
    html: layout(
      [...lines, 'If you did not ask for this, ignore this email; your password stays as it is.'],
      {
        label: 'Choose a new password',
        url: link,
      },
    ),
  };
}

export function contactMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string },
): OutgoingMail {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    message.message,
  ];
  return {
    to,
    replyTo: message.email,
    subject: `[${PRODUCT_NAME} contact] ${message.subject}`,
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

/** One notification as a mail or a digest lists it: its sentence and the full address of its page. */
export interface MailedNotification {
  text: string;
  url: string;
}

/** Where a notification mail says its settings are, and how to stop it. */
export interface MailChoices {
  settingsUrl: string;
  unsubscribeUrl: string;
}

function choicesFooter(choices: MailChoices) {
  const text = `You receive this because of your notification settings (${choices.settingsUrl}). Unsubscribe: ${choices.unsubscribeUrl}`;
  const html = [
    `You receive this because of your <a href="${escapeHtml(choices.settingsUrl)}">notification settings</a>. <a href="${escapeHtml(choices.unsubscribeUrl)}">Unsubscribe</a> from these e-mails.`,
  ];
  return { text, html };
}

/** A notification mailed at once. */
export function notificationMail(
  to: string,
  username: string,
  notification: MailedNotification,
  choices: MailChoices,
): OutgoingMail {
  const lines = [`Hello ${username},`, notification.text];
  const footer = choicesFooter(choices);
  return {
    to,
    subject: `[${PRODUCT_NAME}] ${notification.text.length > 100 ? `${notification.text.slice(0, 99)}…` : notification.text}`,
    text: `${lines.join('\n\n')}\n\n${notification.url}\n\n--\n${footer.text}`,
    html: layout(lines, { label: 'Open', url: notification.url }, { footer: footer.html }),
    unsubscribeUrl: choices.unsubscribeUrl,
  };
}

/** The daily digest: every notification of the mailed-in-a-digest kinds since the last one. */
export function digestMail(
  to: string,
  username: string,
  notifications: MailedNotification[],
  choices: MailChoices,
): OutgoingMail {
  const count = notifications.length;
  const intro = `Hello ${username},`;
  const summary = `Here ${count === 1 ? 'is what happened' : `are the ${count} things that happened`} in ${PRODUCT_NAME} since your last digest:`;
  const footer = choicesFooter(choices);
  const items = notifications
    .map(
      (notification) =>
        `<li style="margin-bottom:8px">${escapeHtml(notification.text)}<br><a href="${escapeHtml(notification.url)}">${escapeHtml(notification.url)}</a></li>`,
    )
    .join('\n');
  return {
    to,
    subject: `Your ${PRODUCT_NAME} digest: ${countOf(count, 'notification')}`,
    text: `${intro}\n\n${summary}\n\n${notifications
      .map((notification) => `- ${notification.text}\n  ${notification.url}`)
      .join('\n\n')}\n\n--\n${footer.text}`,
    html: layout([intro, summary], undefined, {
      list: `<ul style="padding-left:20px">${items}</ul>`,
      footer: footer.html,
    }),
    unsubscribeUrl: choices.unsubscribeUrl,
  };
}
