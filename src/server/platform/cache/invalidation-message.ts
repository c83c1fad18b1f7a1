import { z } from 'zod';
import type { ReadTopic } from './topics';
import type { Invalidation } from './read-cache';

/**
 * PostgreSQL refuses a NOTIFY payload of this many bytes or more; Redis would take more, but
 * one rule for both keeps the messages the same whichever carries them.
 */
export const PAYLOAD_LIMIT_BYTES = 8000;

/**
 * A message from an instance that forgot cached responses, for the other instances to do the
 * same.
 */
export interface InvalidationMessage {
  /** The instance that sent it, which ignores its own message when it comes back. */
  from: string;
  invalidation: Invalidation;
}

/** A message as received: whose it is unknown when it could not be read. */
export type HeardMessage = Omit<InvalidationMessage, 'from'> & { from: string | null };

const messageSchema = z.union([
  z.object({ from: z.string(), topics: z.array(z.string()) }),
  z.object({ from: z.string(), all: z.literal(true) }),
]);

/** The message as sent; topics that would not fit in one message become "invalidate everything". */
export function encodeInvalidationMessage({ from, invalidation }: InvalidationMessage): string {
  const all = JSON.stringify({ from, all: true });
  if (invalidation === 'all') return all;
  const named = JSON.stringify({ from, topics: [...new Set(invalidation)] });
  return Buffer.byteLength(named) < PAYLOAD_LIMIT_BYTES ? named : all;
}

/**
 * The message as received. One this version cannot read (another version's, or a stranger's
 * on the channel) invalidates everything: invalidating too much costs a database read, too little
 * a stale page.
 */
export function decodeInvalidationMessage(payload: string): HeardMessage {
  const unreadable: HeardMessage = { from: null, invalidation: 'all' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return unreadable;
  }
  const message = messageSchema.safeParse(parsed);
  if (!message.success) return unreadable;
  const { data } = message;
  return 'topics' in data
    ? { from: data.from, invalidation: data.topics as ReadTopic[] }
    : { from: data.from, invalidation: 'all' };
}
