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

/**
 * A dependency that has not responded by then is reported down: a load balancer waits for no
 * one.
 */
const CHECK_TIMEOUT_MS = 2000;
/**
 * A readiness check serves every request that comes within this long of its start, the
 * requests waiting for it while it runs: whatever their number, an instance asks its
 * database at most once a second for them (see healthPlugin).
 */
const READINESS_SHARED_MS = 1000;

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
 * Two checks for whatever runs the instances (docs/deploying.md): `/health/live` returns 200
 * while the process serves requests, and reads nothing; `/health/ready` returns 200 when
 * the instance can serve reads and writes (its primary database responds) and 503 when not,
 * with each dependency's state either way.
 *
 * Neither counts against a rate limit: they are polled from a few addresses (a load
 * balancer's, an orchestrator's) that a limit would refuse, taking a healthy instance out,
 * and, with `TRUST_PROXY=true`, anyone could fill the count of those addresses. They are
 * kept cheap instead, whatever the number of requests: the liveness check reads nothing,
 * and one readiness check serves every request of the second after it started, so a flood
 * costs the database one `select 1` a second and holds at most one pooled connection.
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
          const passedOver = replicas
            .filter((replica) => !replica.usable)
            .map(({ number, reason }) => `replica ${number} (${reason})`);
          const inUse = `${usable} of ${replicas.length} in use`;
          return {
            up: usable > 0,
            detail:
              passedOver.length === 0
                ? inUse
                : `${inUse}; the primary answers in place of ${passedOver.join(', ')}`,
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
    const checkDependencies = () =>
      Promise.all(
        dependencies.map(async (dependency) => ({
          name: dependency.name,
          required: dependency.required,
          ...(await stateWithin(dependency)),
        })),
      );
    let latestCheck: { startedAt: number; states: ReturnType<typeof checkDependencies> } | null =
      null;
    const dependencyStates = () => {
      const now = Date.now();
      if (latestCheck === null || now - latestCheck.startedAt >= READINESS_SHARED_MS) {
        latestCheck = { startedAt: now, states: checkDependencies() };
      }
      return latestCheck.states;
    };

    const readinessResponses = { 200: readinessSchema, 503: readinessSchema };
    app.get(
      '/health/ready',
      { schema: { hide: true, response: readinessResponses } },
      async (_request, reply) => {
        const states = await dependencyStates();
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
