import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshRatingsIfDue } from '../modules/ratings';
import { checkDueProofs } from '../modules/proofs';
import { refreshDueStandings } from '../modules/trust';
import { removeUnusedUploads } from '../modules/uploads';

/** How often an instance asks whether the rating refresh is due (the refresh itself is rarer). */
const RATINGS_CHECK_EVERY_MS = 10 * 60 * 1000;
/**
 * How often an instance sends the mails whose next attempt is due: retries (the first waits a
 * minute), and mail kept while no SMTP server was configured once one is.
 */
const MAIL_RETRY_CHECK_EVERY_MS = 30 * 1000;
/** How often an instance looks for digests due (each user's goes once a day). */
const DIGESTS_CHECK_EVERY_MS = 10 * 60 * 1000;
/** How often an instance evaluates the standings the clock may have changed. */
const STANDINGS_CHECK_EVERY_MS = 60 * 1000;
/** How often an instance checks the proofs whose re-check is due (a few at a time). */
const PROOFS_CHECK_EVERY_MS = 60 * 1000;
/** How often an instance removes uploads that no comment used within a day. */
const UNUSED_UPLOADS_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `task` every `everyMs` once the app is ready: never two runs at once, a failure logged
 * rather than thrown, and closing waits for a run under way.
 */
function repeat(app: FastifyInstance, everyMs: number, task: () => Promise<void>, name: string) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Work every instance does now and then, where the database decides which instance does each
 * piece: the scheduled 30-day refresh (see refreshRatingsIfDue; off with
 * RATINGS_REFRESH_HOURS=0), notifications left to mail and the daily digests (see
 * queueDueNotificationMail and queueDueDigests), the outbox's retries (see claimDueMail) and emptying the bodies
 * of mail past the longest link's lifetime, the standings the clock changes (see
 * refreshDueStandings) with the registration networks past their keeping, the proofs due
 * for a re-check (see checkDueProofs), and removing
 * uploads no comment used within a day.
 */
export const scheduledJobsPlugin = fp(
  async (app: FastifyInstance, { refreshEveryMs }: { refreshEveryMs: number }) => {
    if (refreshEveryMs > 0) {
      repeat(
        app,
        Math.min(RATINGS_CHECK_EVERY_MS, refreshEveryMs),
        async () => {
          if (await refreshRatingsIfDue(app.db, refreshEveryMs)) {
            app.log.info('scheduled refresh of the average ratings done');
          }
        },
        'scheduled refresh of the average ratings',
      );
    }
    repeat(
      app,
      MAIL_RETRY_CHECK_EVERY_MS,
      async () => {
        const { attempted, sent } = await app.mailOutbox.deliverDue();
        if (attempted > 0) app.log.info({ attempted, sent }, 'outbox retries done');
        const mailed = await app.notificationMail.mailDue();
        if (mailed > 0) app.log.info({ mailed }, 'notifications mailed');
        const emptied = await app.mailOutbox.emptyExpired();
        if (emptied > 0) app.log.info({ emptied }, 'bodies of expired mail emptied');
      },
      'outbox retries',
    );
    repeat(
      app,
      DIGESTS_CHECK_EVERY_MS,
      async () => {
        const digests = await app.notificationMail.mailDigests(app.clock());
        if (digests > 0) app.log.info({ digests }, 'notification digests mailed');
      },
      'notification digests',
    );
    repeat(
      app,
      STANDINGS_CHECK_EVERY_MS,
      async () => {
        const now = app.clock();
        const { evaluated, recounted } = await refreshDueStandings(app.db, now);
        if (evaluated > 0)
          app.log.info({ evaluated, recounted: recounted.length }, 'standings evaluated');
      },
      'evaluating standings',
    );
    repeat(
      app,
      PROOFS_CHECK_EVERY_MS,
      async () => {
        const checked = await checkDueProofs(app.db, {
          publicUrl: app.config.publicUrl,
          fetch: { allowedPrivateAddresses: app.config.allowedPrivateAddresses },
          now: app.clock(),
        });
        if (checked > 0) app.log.info({ checked }, 'proofs checked');
      },
      'checking proofs',
    );
    repeat(
      app,
      UNUSED_UPLOADS_CHECK_EVERY_MS,
      async () => {
        const removed = await removeUnusedUploads(app.db, app.uploadStorage, new Date());
        if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
      },
      'removing unused uploads',
    );
  },
  {
    name: 'scheduled-jobs',
    dependencies: ['database', 'write-pipeline', 'mail', 'notification-mail'],
  },
);
