import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../platform/database/client';
import { allowReplicaReads } from '../platform/database/read-routing';
import { replicaCatchUpMs } from '../platform/database/replicas';
import { noteOwnWrite } from '../modules/sessions';

export type ReplicaReadsHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's reads may be served by a replica, which may not show a change yet. */
    readsReplica: boolean;
  }
  interface FastifyInstance {
    /** Public-read hook: lets the rest of the request read from a replica when it may. */
    replicaReads: ReplicaReadsHook;
    /**
     * Notes the signed-in user of the request under way, if any, as having just written, so
     * that their reads go to the primary for a while (run after each committed write).
     */
    noteRequestersWrite(): Promise<void>;
  }
}

/**
 * Public reads go to the read replicas (DATABASE_READ_URL), except a signed-in user's for a
 * while after their own change: a replica may be up to the lag bound behind, and is
 * checked once a second, so for that long (and a second more) they read the primary and
 * always see what they just did, whichever instance serves them, unless the primary is
 * away (auth.ts).
 */
export const readReplicasPlugin = fp(
  async (
    app: FastifyInstance,
    { handle, maxLagMs }: { handle: DatabaseHandle; maxLagMs: number },
  ) => {
    const primaryAfterOwnWriteMs = replicaCatchUpMs(maxLagMs);
    const wroteLately = (request: FastifyRequest) =>
      request.ownWriteAt !== null &&
      app.clock().getTime() - request.ownWriteAt.getTime() < primaryAfterOwnWriteMs;

    app.decorateRequest('readsReplica', false);
    app.decorate(
      'replicaReads',
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        // With the primary away, even a user's own recent change is read where it can be.
        if (!handle.hasReplicas || (wroteLately(request) && !request.primaryAway)) return done();
        request.readsReplica = true;
        allowReplicaReads(done);
      },
    );

    // The request whose handler is running, so that a write it commits knows its writer.
    const requestsUnderWay = new AsyncLocalStorage<FastifyRequest>();
    if (handle.hasReplicas) {
      app.addHook('preHandler', (request, _reply, done) => requestsUnderWay.run(request, done));
    }
    app.decorate('noteRequestersWrite', async () => {
      const writer = requestsUnderWay.getStore()?.user;
      if (writer) await noteOwnWrite(app.db, writer.id, app.clock());
    });
  },
  { name: 'read-replicas', dependencies: ['database', 'auth'] },
);
