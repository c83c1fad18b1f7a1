import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueDueDigests, queueDueNotificationMail } from '../modules/notifications';
import type { ScheduledJob } from '../platform/background/scheduler';

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
 * How often an instance sends the mails whose next attempt is due: retries (the first waits a
 * minute), and mail held while no SMTP server was configured once one is.
 */
const MAIL_RETRY_CHECK_EVERY_MS = 30 * 1000;
/** How often an instance looks for digests due (each user's goes once a day). */
const DIGESTS_CHECK_EVERY_MS = 10 * 60 * 1000;

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
    // Closing stops sending after the mails under way: the outbox holds the rest for the
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

/**
 * The outbox's retries (see claimDueMail), notifications left to mail (see
 * queueDueNotificationMail) and emptying the bodies of mail past the longest link's lifetime;
 * and the daily digests (see queueDueDigests).
 */
export const mailJobs: ScheduledJob[] = [
  {
    name: 'outbox retries',
    everyMs: () => MAIL_RETRY_CHECK_EVERY_MS,
    async run(app) {
      const { attempted, sent } = await app.mailOutbox.deliverDue();
      if (attempted > 0) app.log.info({ attempted, sent }, 'outbox retries done');
      const mailed = await app.notificationMail.mailDue();
      if (mailed > 0) app.log.info({ mailed }, 'notifications mailed');
      const emptied = await app.mailOutbox.emptyExpired();
      if (emptied > 0) app.log.info({ emptied }, 'bodies of expired mail emptied');
    },
  },
  {
    name: 'notification digests',
    everyMs: () => DIGESTS_CHECK_EVERY_MS,
    async run(app) {
      const digests = await app.notificationMail.mailDigests(app.clock());
      if (digests > 0) app.log.info({ digests }, 'notification digests mailed');
    },
  },
];
