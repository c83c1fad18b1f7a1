import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the work of a request that may read from a replica (a public read by someone who
 * has not just written). Everything else, and everything in a transaction, reads the
 * primary: a replica may be a moment behind, and a rule checked against a stale row could
 * let a write through that the primary would refuse.
 */
const replicaReads = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) with its reads allowed on a replica. */
export function allowReplicaReads<Result>(work: () => Result): Result {
  return replicaReads.run(true, work);
}

/** Runs `work` with every read on the primary, even within a request that may read a replica. */
export function withPrimaryReads<Result>(work: () => Result): Result {
  return replicaReads.exit(work);
}

export function replicaReadsAllowed(): boolean {
  return replicaReads.getStore() === true;
}

/**
 * Whether a statement only reads, whatever its shape: a `select`, `values` or `table`, also
 * inside parentheses (a union of selects begins `(select`), and a `with` that holds no
 * data-changing statement. A `select … for update` or a function that writes is refused by
 * the replica and asked again of the primary (replicas.ts).
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = /^[\s(]*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (statement === 'select' || statement === 'values' || statement === 'table') return true;
  return statement === 'with' && !/\b(insert|update|delete|merge)\b/i.test(text);
}
