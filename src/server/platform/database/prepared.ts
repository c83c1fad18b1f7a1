import type { Database } from './client';

/**
 * A statement built once per database handle and sent by name, so that a hot read is not
 * rebuilt by the query builder on every request, nor parsed again by the server on every
 * connection's later uses. The statement's SQL must not depend on the request: its values
 * come as placeholders.
 */
export function preparedOn<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
