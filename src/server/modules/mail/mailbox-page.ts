import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@shared/constants';
import { formatLocalMoment, relativeTime } from '@shared/dates';
import { MAILBOX_PATH, type MailboxEntry, type MailboxMail, type MailboxState } from './mailbox';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #0f172a; background: #f8fafc; }
body { margin: 0; }
main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
a { color: #1d4ed8; }
h1 { font-size: 1.5rem; margin: 0.25rem 0 0.5rem; overflow-wrap: anywhere; }
.crumb { margin: 0; font-size: 0.875rem; }
.lead { color: #334155; margin: 0 0 1.25rem; }
code { background: #e2e8f0; padding: 0 0.25rem; border-radius: 0.25rem; font-size: 0.875em; }
.mails { list-style: none; margin: 0; padding: 0; border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #fff; }
.mails li + li { border-top: 1px solid #e2e8f0; }
.mail { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; padding: 0.75rem 1rem; color: inherit; text-decoration: none; }
a.mail:hover, a.mail:focus-visible { background: #eff6ff; }
.subject { flex: 1 1 18rem; font-weight: 600; overflow-wrap: anywhere; }
a.mail .subject { color: #1d4ed8; text-decoration: underline; }
.meta { flex: 1 1 100%; font-size: 0.875rem; color: #475569; overflow-wrap: anywhere; }
.state { font-size: 0.75rem; font-weight: 600; padding: 0.1rem 0.5rem; border-radius: 999px; background: #e2e8f0; color: #334155; }
.state-kept { background: #dbeafe; color: #1e3a8a; }
.state-sent { background: #dcfce7; color: #14532d; }
.state-failed, .state-expired { background: #fee2e2; color: #7f1d1d; }
.note { padding: 0.75rem 1rem; border-radius: 0.5rem; background: #fff; border: 1px solid #cbd5e1; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; font-size: 0.875rem; }
dt { color: #475569; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { display: block; width: 100%; height: 26rem; border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #fff; }
details { margin-top: 1rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #cbd5e1; border-radius: 0.5rem; padding: 0.75rem 1rem; }
`;

const STATE_LABEL: Record<MailboxState, string> = {
  kept: 'Kept',
  sent: 'Sent',
  failed: 'Not sent',
  expired: 'Expired',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Development mailbox · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}

const when = (date: Date, now: Date) =>
  `${escapeHtml(formatLocalMoment(date))} (${escapeHtml(relativeTime(date, now))})`;

const stateBadge = (state: MailboxState) =>
  `<span class="state state-${state}">${STATE_LABEL[state]}</span>`;

function entryItem(entry: MailboxEntry, now: Date): string {
  const inner = `<span class="subject">${escapeHtml(entry.subject)}</span> ${stateBadge(entry.state)}
<span class="meta">To ${escapeHtml(entry.to)} · ${when(entry.createdAt, now)}</span>`;
  return `<li><a class="mail" href="${MAILBOX_PATH}/${entry.id}">${inner}</a></li>`;
}

/** The list of held mail, newest first. */
export function mailboxPage(entries: MailboxEntry[], now: Date): string {
  const list =
    entries.length === 0
      ? `<p class="note">No mail yet. <a href="/auth?tab=register">Sign up</a>, and the verification mail appears here.</p>`
      : `<ol class="mails" aria-label="Mails, newest first">${entries.map((entry) => entryItem(entry, now)).join('\n')}</ol>`;
  return page(
    'Mail',
    `<p class="crumb"><a href="/">${PRODUCT_NAME}</a></p>
<h1>Development mailbox</h1>
<p class="lead">No SMTP server is configured, so mail is kept here instead of being sent: open a
mail and follow its link to verify an address or choose a new password. Only this machine can
open this page, and never in production. With <code>SMTP_URL</code> set (or the admin's SMTP
settings saved), mail goes out, and what is kept here is sent too.</p>
${list}`,
  );
}

/** The mailbox once mail goes through an SMTP server: it is read there. */
export function smtpNotePage(transportInfo: string): string {
  return page(
    'Mail goes through SMTP',
    `<p class="crumb"><a href="/">${PRODUCT_NAME}</a></p>
<h1>Development mailbox</h1>
<p class="note">Mail goes through the SMTP server at ${escapeHtml(transportInfo)}: read it in
that server's mailbox. Mail kept here before it was configured is sent there too.</p>`,
  );
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Plain text, escaped, its web addresses made links. */
function textWithLinks(text: string): string {
  let written = '';
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const link = escapeHtml(match[0]);
    written += `${escapeHtml(text.slice(from, match.index))}<a href="${link}">${link}</a>`;
    from = match.index + match[0].length;
  }
  return written + escapeHtml(text.slice(from));
}

/**
 * The mail's HTML as the mail client would show it, in a frame that runs no script and has no
 * access to this site; its links open in this tab (the document's one <base> names the target
 * wherever it stands), as a reader expects of a verification link.
 */
function mailFrame(html: string): string {
  const framed = `${html}<base target="_top">`;
  return `<iframe title="The mail as sent" sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framed)}"></iframe>`;
}

/** What the mailbox says of a mail whose text it no longer has. */
function withoutBody({ state, error }: MailboxMail): string {
  if (state === 'sent')
    return 'This mail went out through the SMTP server; its text is no longer kept.';
  if (state === 'expired') {
    return 'This mail expired: its links lasted 24 hours, so its text was deleted and it is never sent. Ask again for a new one (signing in offers to resend a verification mail).';
  }
  return `This mail was not sent${error ? `: ${escapeHtml(error)}` : ''}. Its text is no longer kept.`;
}

/** One mail: who it is to, when it was written, and its HTML and text while it is held. */
export function mailPage(mail: MailboxMail, now: Date): string {
  const content = mail.body
    ? `${mailFrame(mail.body.html)}
<details><summary>Text version</summary><pre>${textWithLinks(mail.body.text)}</pre></details>`
    : `<p class="note">${withoutBody(mail)}</p>`;
  return page(
    mail.subject,
    `<p class="crumb"><a href="${MAILBOX_PATH}">← Development mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Written</dt><dd>${when(mail.createdAt, now)}</dd><dt>State</dt><dd>${stateBadge(mail.state)}</dd></dl>
${content}`,
  );
}
