import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/service';

declare module 'fastify' {
  interface FastifyInstance {
    sendMail: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; from: string }) => {
    app.decorate(
      'sendMail',
      createMailer({ db: app.db, log: app.log, secretBox: app.secretBox, ...options }),
    );
  },
  { name: 'mail', dependencies: ['database', 'secrets'] },
);
