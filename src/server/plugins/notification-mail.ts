import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueDueDigests, queueDueNotificationMail } from '../modules/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the notifications due (at once, or the digests due at `now`) and sends them. */
    notificationMail: {
      mailDue(): Promise<number>;
      mailDigests(now: Date): Promise<number>;
      /**
       * Mails the notifications due now, after a write that made some (the write pipeline
       * calls it after the response): one run at a time, another following when such writes
       * came in meanwhile. Resolves when that run ends.
       */
      mailSoon(): Promise<void>;
    };
  }
}

/**
 * Notifications are made in the transaction of the change; their mail follows the response.
 * After a committed write that made notifications, this instance turns those due for a mail
 * at once into outbox mail and sends it (mailSoon). The scheduled jobs catch what an instance
 * that stopped left, and the digests. The outbox decides which instance sends each mail, so
 * none goes twice.
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

    app.addHook('onClose', async () => {
      closing = true;
      await running;
    });
    app.decorate('notificationMail', { mailDue, mailDigests, mailSoon });
  },
  { name: 'notification-mail', dependencies: ['database', 'secrets', 'mail', 'background-work'] },
);
