import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseEngine: DatabaseHandle['engine'];
    /** The PostgreSQL primary's address, for work on a connection of its own; null when embedded. */
    databasePrimaryUrl: string | null;
    /** Each read replica's state as this instance last checked it. */
    databaseReplicas: DatabaseHandle['replicaStates'];
  }
}

/** Makes the database reachable as `app.db`; the handle's owner (main or a test) opens and closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { handle }: { handle: DatabaseHandle }) => {
    app.decorate('db', handle.db);
    app.decorate('databaseEngine', handle.engine);
    app.decorate('databasePrimaryUrl', handle.primaryUrl);
    app.decorate('databaseReplicas', () => handle.replicaStates());
  },
  { name: 'database' },
);
