import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@shared/constants';
import type { OutgoingMail } from './service';

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${body}
${button}
<p style="color:#555;font-size:13px">${escapeHtml(PRODUCT_NAME)}</p>
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
