import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { isLoopbackAddress, isLoopbackHost } from '../../platform/http/loopback';
import { listMailbox, MAILBOX_PATH, readMailboxMail } from './mailbox';
import { mailboxPage, mailPage, smtpNotePage } from './mailbox-page';
import { describeMailRoute } from './transport';

/**
 * Headers proxies add (X-Forwarded-For, -Host, -Proto…, Forwarded, Via and the client
 * address headers of nginx, CDNs and load balancers): with any of them the request came
 * through one, and a proxy on this machine would make every visitor's connection look local.
 */
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
]);
const isProxyHeader = (name: string) => name.startsWith('x-forwarded-') || PROXY_HEADERS.has(name);

/**
 * Whether a Host header names the address the app listens on, as a browser on this machine
 * writes it: `localhost` or a loopback address, with the port the connection came to (the
 * configured one where there is no socket, under `inject`). A public name is a proxy's or a
 * rebound DNS name's; a missing or other port is a proxy's that passes its own Host on.
 */
function namesListeningAddress(host: string | undefined, port: number): boolean {
  if (!host) return false;
  try {
    const url = new URL(`http://${host}`);
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    return isLoopbackHost(hostname) && Number(url.port || 80) === port;
  } catch {
    return false;
  }
}

/**
 * Whether a request comes straight from this machine: its connection's peer (never
 * request.ip, which TRUST_PROXY may take from a header) is a loopback address, no proxy
 * header is present, its Host names the listening address (so a page of another site whose
 * name is made to point here, DNS rebinding, reads nothing), and it is not HTTP/1.0, which
 * nginx's proxy_pass speaks unless told otherwise (it adds no proxy header by default) and
 * no browser does.
 */
function comesFromThisMachine(request: FastifyRequest, configuredPort: number): boolean {
  if (request.raw.httpVersion === '1.0') return false;
  if (Object.keys(request.headers).some(isProxyHeader)) return false;
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return namesListeningAddress(request.headers.host, request.socket.localPort ?? configuredPort);
}

/** A mailbox page: never stored by a cache, never named to the sites its links lead to. */
const sendPage = (reply: FastifyReply, html: string) =>
  reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The development mailbox: mail held while no SMTP server is configured, readable with its
 * links. Registered only where config.devMailbox says (never in production); to any request
 * that does not come straight from this machine it responds as an unknown address does.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtpNote = async () => {
    const route = await describeMailRoute(app.db, app.config.smtpUrl);
    return route.provider === 'outbox' ? undefined : smtpNotePage(route.transportInfo);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (comesFromThisMachine(request, app.config.port)) return;
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
