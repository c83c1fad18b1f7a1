import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** Work an instance does now and then, declared by the module it belongs to. */
export interface ScheduledJob {
  /** What the job does, as the log says it (`<name> failed`). */
  name: string;
  /** How often it runs, in milliseconds, from the app's settings; zero or less: never. */
  everyMs: (config: Config) => number;
  /** One run; where several instances run it, the database decides which does each piece. */
  run: (app: FastifyInstance) => Promise<void>;
}

/**
 * Runs `job` every `everyMs` once the app is ready: never two runs at once, a failure logged
 * rather than thrown, and closing waits for a run under way.
 */
function repeat(app: FastifyInstance, everyMs: number, job: ScheduledJob) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= job
      .run(app)
      .catch((error: unknown) => app.logFailure(job.name, error))
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

/** Runs each of the given jobs at its interval (the modules' jobs, gathered by the composition). */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, { jobs }: { jobs: readonly ScheduledJob[] }) => {
    for (const job of jobs) {
      const everyMs = job.everyMs(app.config);
      if (everyMs > 0) repeat(app, everyMs, job);
    }
  },
  { name: 'scheduler', dependencies: ['errors'] },
);
