import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { idParamSchema } from '@shared/schemas/common';
import { listMailbox, MAILBOX_PATH, readMailboxMail } from './mailbox';
import { mailboxPage, mailPage, smtpNotePage } from './mailbox-page';
import { describeMailRoute } from './transport';

/**
 * Headers a proxy adds: with any of them the request came through one, and a proxy on this
 * machine would make every visitor's connection look local.
 */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  return !!address && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes straight from this machine: its connection's peer (never
 * request.ip, which TRUST_PROXY may take from a header) is a loopback address, no proxy
 * header is present, and it names this machine or the public address as its host, so a
 * page of another site whose name is made to point here (DNS rebinding) reads nothing.
 */
function comesFromThisMachine(request: FastifyRequest, publicHostname: string): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (!isLoopback(request.socket.remoteAddress)) return false;
  const hostname = hostnameOf(request.headers.host);
  return (
    hostname === publicHostname ||
    hostname === 'localhost' ||
    !!hostname?.endsWith('.localhost') ||
    isLoopback(hostname)
  );
}

/** A mailbox page: never kept by a cache, never named to the sites its links lead to. */
const sendPage = (reply: FastifyReply, html: string) =>
  reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The development mailbox: mail kept while no SMTP server is configured, readable with its
 * links. Registered only outside production (config.devMailbox); to any request that does
 * not come straight from this machine it answers as an unknown address does.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicHostname = new URL(app.config.publicUrl).hostname;
  const smtpNote = async () => {
    const route = await describeMailRoute(app.db, app.config.smtpUrl);
    return route.provider === 'outbox' ? undefined : smtpNotePage(route.transportInfo);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (comesFromThisMachine(request, publicHostname)) return;
    reply.callNotFound();
    return reply;
  });

  app.get(MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const now = new Date();
    return sendPage(reply, (await smtpNote()) ?? mailboxPage(await listMailbox(app.db, now), now));
  });

  app.get(
    `${MAILBOX_PATH}/:id`,
    { schema: { hide: true, params: idParamSchema } },
    async (request, reply) => {
      const note = await smtpNote();
      if (note) return sendPage(reply, note);
      const now = new Date();
      const mail = await readMailboxMail(app.db, app.secretBox, request.params.id, now);
      if (!mail) return reply.callNotFound();
      return sendPage(reply, mailPage(mail, now));
    },
  );
};
