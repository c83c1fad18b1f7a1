import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Every header as sent, unfolded, by its lowercase name (the last one of a repeated name). */
  headers: Map<string, string>;
}

export interface CatcherOptions {
  /** Accept AUTH over the plain connection and keep every username and password sent. */
  recordLogins?: boolean;
}

/**
 * The headers as they were sent: mailparser turns some (List-*) into structures of its own,
 * and a test should see what a mail client reads.
 */
function rawHeaders(parsed: ParsedMail): Map<string, string> {
  return new Map(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n(?=[ \t])/g, '')
        .trim(),
    ]),
  );
}

/** A real SMTP server in the test process that keeps every mail it receives (on a free port unless one is given). */
export async function startMailCatcher(port = 0, { recordLogins = false }: CatcherOptions = {}) {
  const mails: CaughtMail[] = [];
  const logins: { username?: string; password?: string }[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    ...(recordLogins && {
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password ?? undefined });
        callback(null, { user: auth.username });
      },
    }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.value[0]?.address,
            headers: rawHeaders(parsed),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    mails,
    logins,
    /** The first mail to an address whose subject matches, waiting for it up to five seconds. */
    async waitFor(to: string, subject: RegExp): Promise<CaughtMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.find(
          (mail) => mail.to === to.toLowerCase() && subject.test(mail.subject),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a mail's text that starts with the given address. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
