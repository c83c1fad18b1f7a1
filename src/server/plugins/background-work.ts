import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work for a request after its answer has gone out. Whether an address has an
     * account decides whether there is any work (a token, a mail), so doing it before
     * answering would let the answer's time tell a stranger that the address is registered.
     */
    afterAnswer: (request: FastifyRequest, what: string, work: () => Promise<void>) => void;
  }
}

/** Work done after an answer is kept track of, so closing the app waits for it to end. */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();
    app.decorate(
      'afterAnswer',
      (request: FastifyRequest, what: string, work: () => Promise<void>) => {
        const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) => request.log.error({ err: error }, `${what} failed`))
          .finally(() => running.delete(task));
        running.add(task);
      },
    );
    app.addHook('onClose', async () => {
      await Promise.allSettled(running);
    });
  },
  { name: 'background-work' },
);
