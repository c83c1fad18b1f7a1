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

/** Methods that change nothing: a request with any other that succeeds is a user's own write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ReplicaReadsHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's reads may be answered by a replica, which may not show a change yet. */
    readsReplica: boolean;
  }
  interface FastifyInstance {
    /** Public-read hook: lets the rest of the request read from a replica when it may. */
    replicaReads: ReplicaReadsHook;
  }
}

/**
 * Public reads go to the read replicas (DATABASE_READ_URL), except a signed-in user's for a
 * while after their own change: a replica may be up to the lag bound behind, and is
 * checked once a second, so for that long (and a second more) they read the primary and
 * always see what they just did, whichever instance answers them, unless the primary is
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
      Date.now() - request.ownWriteAt.getTime() < primaryAfterOwnWriteMs;

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

    if (!handle.hasReplicas) return;
    // Before the answer leaves, so that the user's next read already knows of the change.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.user && !READ_METHODS.has(request.method) && reply.statusCode < 400) {
        // The change is made: a failed note only costs the user a stale read, not their answer.
        await noteOwnWrite(app.db, request.user.id, new Date()).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not note a user’s own write'),
        );
      }
      return payload;
    });
  },
  { name: 'read-replicas', dependencies: ['database', 'auth'] },
);
