import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * A PostgreSQL connection runs one statement at a time: a statement sent while an earlier
 * one on the same connection is unfinished waits in the driver's queue. Inside a transaction
 * that is a defect with no gain: when the earlier statement fails, the transaction's
 * ROLLBACK is sent while the queued ones are still waiting (the driver warns on stderr
 * then, and pg@9 is to remove the queue). So on PostgreSQL every test fails that sends
 * a statement on a connection still busy with another; on the embedded database there is
 * no pg connection and nothing to watch.
 */
const running = Symbol('statements under way');

type Watched = pg.Client & { [running]?: number };
type Query = (this: Watched, ...args: unknown[]) => unknown;

/** Wraps the driver's query and returns where the overlaps it sees are listed. */
function watchConnections(): string[] {
  const overlaps: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const send = prototype.query;
  prototype.query = function (this: Watched, ...args: unknown[]) {
    if (this[running]) {
      const statement = JSON.stringify(args[0]).slice(0, 200);
      const ours = new Error().stack!.split('\n').filter((line) => line.includes('/src/'));
      overlaps.push(`${statement}\n${ours.join('\n')}`);
    }
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    this[running] = (this[running] ?? 0) + 1;
    const done = () => (this[running]! -= 1);
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        done();
        callback(...results);
      };
      return send.apply(this, args);
    }
    const sent = send.apply(this, args);
    // A submittable (a cursor) reports its end to itself; it is not counted.
    if (sent instanceof Promise) sent.then(done, done);
    else done();
    return sent;
  };
  return overlaps;
}

// The API tests share one module cache (isolate: false), and this file runs again for each
// test file: the driver is wrapped once, and every run reads the same list.
const watched = globalThis as { [key: symbol]: string[] | undefined };
const listKey = Symbol.for('directory.tests.one-statement-per-connection');
const overlaps = (watched[listKey] ??= watchConnections());

afterEach(() => {
  const found = overlaps.splice(0);
  if (found.length > 0)
    throw new Error(
      `A statement was sent on a connection still running another (${found.length}):\n` +
        found.join('\n\n'),
    );
});
