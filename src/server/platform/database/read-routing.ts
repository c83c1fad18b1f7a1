import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the work of a request that may read from a replica (a public read by someone who
 * has not just written). Everything else, and everything in a transaction, reads the
 * primary: a replica may be a moment behind, and a rule checked against a stale row could
 * let a write through that the primary would refuse.
 */
const replicaReads = new AsyncLocalStorage<true>();

/** Runs `next` (and everything it starts) with its reads allowed on a replica. */
export function allowReplicaReads(next: () => void): void {
  replicaReads.run(true, next);
}

export function replicaReadsAllowed(): boolean {
  return replicaReads.getStore() === true;
}

/**
 * Whether a statement only reads. A `select … for update` on a replica is refused by
 * PostgreSQL and retried on the primary (replicas.ts), so only the first word is judged,
 * and a `with` that holds a data-changing statement stays on the primary.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.trimStart().slice(0, 6).toLowerCase();
  if (statement === 'select') return true;
  return statement.startsWith('with') && !/\b(insert|update|delete|merge)\b/i.test(text);
}
