import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailDelivery } from '@shared/schemas/auth';
import { createMailer, mailDelivery, type Mailer, type MailService } from '../modules/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records a mail and sends it (see createMailer); never fails for an unreachable server. */
    sendMail: Mailer;
    /**
     * Mail recorded inside a transaction, the outbox's retries and clean-up: the scheduled
     * job runs them, tests drive them with a clock.
     */
    mailOutbox: Pick<MailService, 'queue' | 'deliverDue' | 'emptyExpired' | 'settled'>;
    /** Whether mail is held now rather than sent, and where to read it on this machine. */
    mailDelivery: () => Promise<MailDelivery>;
  }
}

export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    options: { smtpUrl?: string; from: string; mailboxUrl?: string },
  ) => {
    const mailer = createMailer({ db: app.db, log: app.log, secretBox: app.secretBox, ...options });
    app.decorate('sendMail', mailer.send);
    app.decorate('mailDelivery', () => mailDelivery(app.db, options));
    app.decorate('mailOutbox', {
      queue: mailer.queue,
      deliverDue: mailer.deliverDue,
      emptyExpired: mailer.emptyExpired,
      settled: mailer.settled,
    });
    // Attempts still under way record their outcome before the database goes.
    app.addHook('onClose', () => mailer.settled());
  },
  { name: 'mail', dependencies: ['database', 'secrets'] },
);
