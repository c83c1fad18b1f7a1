import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerTrustFollowUps } from '../modules/trust';
import { keepChangedCards } from '../modules/people';
import { notificationMailFollowUp } from '../modules/notifications';
import { ownWriteFollowUp } from '../modules/sessions';
import { outboxDeliveryFollowUp } from '../modules/mail';
import {
  attachWritePipeline,
  createWritePipeline,
  type WritePipelineRegistry,
} from '../platform/write-pipeline';

/**
 * Hands every write on the app's database to one pipeline after its commit: the topics its
 * unit declared are invalidated here and on the other instances, then the follow-ups it
 * declared run with the work their modules registered here (the writer noted for read
 * replicas, the trust module's decisions and standings, the notifications' mail, the outbox). Routes, scheduled jobs and operator work on this app
 * all go through it.
 */
export const writePipelinePlugin = fp(
  async (app: FastifyInstance) => {
    const pipeline = createWritePipeline({
      clock: app.clock,
      beforeCommit: keepChangedCards,
      invalidate: (invalidation) =>
        invalidation === 'all'
          ? app.readCache.invalidateAll()
          : app.readCache.invalidate(invalidation),
      afterResponse: (what, work) => app.afterResponse(what, work),
      reportFailure: (what, error) => app.logFailure(what, error),
    });
    pipeline.registerForEveryWrite(ownWriteFollowUp, app.noteRequestersWrite);
    registerTrustFollowUps(pipeline, { db: app.db, clock: app.clock });
    pipeline.register(notificationMailFollowUp, app.notificationMail.mailSoon);
    pipeline.register(outboxDeliveryFollowUp, async () => void (await app.mailOutbox.deliverDue()));
    app.decorate('writePipeline', pipeline);
    attachWritePipeline(app.db, pipeline);
  },
  {
    name: 'write-pipeline',
    dependencies: [
      'database',
      'read-replicas',
      'read-cache',
      'background-work',
      'mail',
      'notification-mail',
    ],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the modules' follow-ups are registered (see platform/write-pipeline.ts). */
    writePipeline: WritePipelineRegistry;
  }
}
