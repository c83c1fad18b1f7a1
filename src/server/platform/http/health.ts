import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { describeReplicas } from '../database/database-info';

/** A dependency's state as the readiness check tells it. */
export interface DependencyState {
  up: boolean;
  /** What it means for the instance, in words (never an address or a secret). */
  detail: string;
}

interface Dependency {
  name: string;
  /** Without it the instance cannot serve: it is not ready. The others only degrade it. */
  required: boolean;
  state: () => DependencyState | Promise<DependencyState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a dependency the readiness check reports (Redis, the other instances…). */
    reportDependency(dependency: Dependency): void;
  }
}

/** A dependency that has not answered by then is reported down: a load balancer waits for no one. */
const CHECK_TIMEOUT_MS = 2000;

const dependencySchema = z.object({
  name: z.string(),
  required: z.boolean(),
  up: z.boolean(),
  detail: z.string(),
});
const readinessSchema = z.object({ ready: z.boolean(), dependencies: z.array(dependencySchema) });

async function stateWithin(dependency: Dependency): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(
      () => resolve({ up: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      Promise.resolve(dependency.state()).catch(() => ({ up: false, detail: 'unreachable' })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two checks for whatever runs the instances (docs/deploying.md): `/health/live` answers 200
 * while the process serves requests, and reads nothing; `/health/ready` answers 200 when
 * the instance can serve reads and writes (its primary database answers) and 503 when not,
 * with each dependency's state either way.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const dependencies: Dependency[] = [
      {
        name: 'database',
        required: true,
        state: async () => {
          await app.db.execute(sql`select 1`);
          return { up: true, detail: 'the primary answers: reads and writes are served' };
        },
      },
    ];
    if (app.databaseReplicas().length > 0) {
      dependencies.push({
        name: 'read replicas',
        required: false,
        state: () => {
          const replicas = describeReplicas(app.databaseReplicas());
          const usable = replicas.filter((replica) => replica.usable).length;
          return {
            up: usable > 0,
            detail: `${usable} of ${replicas.length} in use; the primary answers the reads of the others`,
          };
        },
      });
    }
    app.decorate('reportDependency', (dependency: Dependency) => {
      dependencies.push(dependency);
    });

    app.get(
      '/health/live',
      { schema: { hide: true, response: { 200: z.object({ live: z.literal(true) }) } } },
      async () => ({ live: true as const }),
    );
    const readinessResponses = { 200: readinessSchema, 503: readinessSchema };
    app.get(
      '/health/ready',
      { schema: { hide: true, response: readinessResponses } },
      async (_request, reply) => {
        const states = await Promise.all(
          dependencies.map(async (dependency) => ({
            name: dependency.name,
            required: dependency.required,
            ...(await stateWithin(dependency)),
          })),
        );
        const ready = states.every((state) => state.up || !state.required);
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ ready, dependencies: states });
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
