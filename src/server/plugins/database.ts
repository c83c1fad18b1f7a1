import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseEngine: DatabaseHandle['engine'];
  }
}

/** Makes the database reachable as `app.db`; the handle's owner (main or a test) opens and closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { handle }: { handle: DatabaseHandle }) => {
    app.decorate('db', handle.db);
    app.decorate('databaseEngine', handle.engine);
  },
  { name: 'database' },
);
