import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inFlight } from '../in-flight';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work for a request after its answer has gone out. Whether an address has an
     * account decides whether there is any work (a token, a mail), so doing it before
     * answering would let the answer's time tell a stranger that the address is registered.
     */
    afterAnswer: (request: FastifyRequest, what: string, work: () => Promise<void>) => void;
    /** Resolves once the work started after answers so far has ended (tests wait on it). */
    afterAnswerSettled: () => Promise<void>;
  }
}

/** Work done after an answer is kept track of, so closing the app waits for it to end. */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const work = inFlight();
    app.decorate(
      'afterAnswer',
      (request: FastifyRequest, what: string, task: () => Promise<void>) =>
        void work.track(
          new Promise<void>((resolve) => setImmediate(resolve))
            .then(task)
            .catch((error: unknown) => request.log.error({ err: error }, `${what} failed`)),
        ),
    );
    app.decorate('afterAnswerSettled', work.settled);
    app.addHook('onClose', work.settled);
  },
  { name: 'background-work' },
);
