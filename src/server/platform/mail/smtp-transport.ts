import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Bounds on one conversation with the SMTP server (nodemailer waits minutes by default), so
 * a server that accepts connections and then says nothing cannot hold a mail for long.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP server named by its parts: where, with or without TLS, and the account to sign in with. */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string };
}

/** A transport to an SMTP server, given as an address (`smtp://…`, `smtps://…`) or by its parts. */
export function smtpTransport(server: string | SmtpServer): Transporter {
  return nodemailer.createTransport(
    typeof server === 'string' ? { url: server, ...TIMEOUTS } : { ...server, ...TIMEOUTS },
  );
}

/** Where mail goes, without credentials: `host:port (TLS)`. */
export function describeSmtpServer(host: string, port: number, secure: boolean): string {
  return `${host}:${port} (${secure ? 'TLS' : 'STARTTLS when offered'})`;
}

/** The same, read from an SMTP address. */
export function describeSmtpUrl(smtpUrl: string): string {
  const address = new URL(smtpUrl);
  const secure = address.protocol === 'smtps:';
  return describeSmtpServer(address.hostname, Number(address.port) || (secure ? 465 : 587), secure);
}
