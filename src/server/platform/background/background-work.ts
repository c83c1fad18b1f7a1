import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inFlight } from './in-flight';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the response has gone out (a request's, or a scheduled job's write).
     * Whether an address has an account decides whether there is any work (a token, a mail),
     * so doing it before responding would let the response's time tell a stranger that the
     * address is registered. A failure is logged (app.logFailure), on `log` when given (the
     * request's).
     */
    afterResponse: (what: string, work: () => Promise<void>, log?: FastifyBaseLogger) => void;
    /** Resolves once the work started after responses so far has ended (tests wait on it). */
    afterResponseSettled: () => Promise<void>;
  }
}

/** Work done after a response is kept track of, so closing the app waits for it to end. */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const work = inFlight();
    app.decorate(
      'afterResponse',
      (what: string, task: () => Promise<void>, log: FastifyBaseLogger = app.log) =>
        void work.track(
          new Promise<void>((resolve) => setImmediate(resolve))
            .then(task)
            .catch((error: unknown) => app.logFailure(what, error, log)),
        ),
    );
    app.decorate('afterResponseSettled', work.settled);
    app.addHook('onClose', work.settled);
  },
  { name: 'background-work', dependencies: ['errors'] },
);
