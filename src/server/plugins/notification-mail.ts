import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type MailDueMark,
  queueDueDigests,
  queueDueNotificationMail,
  watchForNotifications,
} from '../modules/notifications';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this write made notifications (only writes are watched). */
    notificationsMade?: MailDueMark;
  }
  interface FastifyInstance {
    /** Mails the notifications due (at once, or the digests due at `now`) and sends them. */
    notificationMail: {
      mailDue(): Promise<number>;
      mailDigests(now: Date): Promise<number>;
    };
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Notifications are made in the transaction of the change; their mail follows the answer.
 * After a successful write that made notifications, this instance turns those due for a mail
 * at once into outbox mail and sends it, as work after the answer (see afterAnswer): one run
 * at a time, another run following when such writes came in meanwhile. The scheduled jobs
 * catch what a change in the background (a proof check) or an instance that stopped left,
 * and the digests. The outbox decides which instance sends each mail, so none goes twice.
 */
export const notificationMailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailing = {
      db: app.db,
      outbox: app.mailOutbox,
      secretBox: app.secretBox,
      publicUrl: app.config.publicUrl,
    };
    // Closing stops sending after the mails under way: the outbox keeps the rest for the
    // next start or another instance.
    let closing = false;
    const stopping = () => closing;

    async function sendQueued(queued: number) {
      if (queued > 0) await app.mailOutbox.deliverDue(undefined, { stopping });
      return queued;
    }
    const mailDue = async () => sendQueued(await queueDueNotificationMail(mailing));
    const mailDigests = async (now: Date) => sendQueued(await queueDueDigests(mailing, now));

    let running: Promise<void> | undefined;
    let writtenSince = false;
    /** Starts a run, or has the one under way go round again; resolves when that run ends. */
    function mailSoon(): Promise<void> {
      if (closing) return Promise.resolve();
      if (running) {
        writtenSince = true;
        return running;
      }
      // afterAnswer keeps the run, so closing the app waits for it too.
      running = (async () => {
        do {
          writtenSince = false;
          await mailDue();
        } while (writtenSince && !closing);
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'mailing notifications failed'))
        .finally(() => (running = undefined));
      return running;
    }

    app.addHook('onRequest', (request, _reply, done) => {
      if (!WRITES.has(request.method)) return done();
      request.notificationsMade = watchForNotifications(done);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.notificationsMade?.made && reply.statusCode < 400)
        app.afterAnswer(request, 'mailing notifications', mailSoon);
    });
    app.addHook('onClose', async () => {
      closing = true;
      await running;
    });
    app.decorate('notificationMail', { mailDue, mailDigests });
  },
  { name: 'notification-mail', dependencies: ['database', 'secrets', 'mail', 'background-work'] },
);
