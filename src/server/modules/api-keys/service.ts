import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { MAX_API_KEYS_PER_USER } from '@shared/constants';
import type { ApiKey, CreatedApiKey } from '@shared/schemas/api-keys';
import type { Database } from '../../platform/database/client';
import { apiKeys, users } from '../../model/schema';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { userCounterKey } from '../../platform/rate-limits/rate-limit-keys';
import { hashToken, userCanSignIn } from '../sessions';

const KEY_PREFIX = 'vv_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** Last-used times are stored to the minute, so a busy key does not write on every request. */
const LAST_USED_PRECISION_MS = 60_000;

const listedColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function presentKey(row: {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const activeKeysOf = (userId: number) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

export async function listApiKeys(db: Database, userId: number): Promise<ApiKey[]> {
  const rows = await db
    .select(listedColumns)
    .from(apiKeys)
    .where(activeKeysOf(userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(presentKey);
}

/** Creates a key and returns it whole, the only time it is ever shown. */
export async function createApiKey(
  db: Database,
  userId: number,
  name: string,
): Promise<CreatedApiKey> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // Serialises one user's key creations so that the limit holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx.select({ count: count() }).from(apiKeys).where(activeKeysOf(userId));
    if ((active?.count ?? 0) >= MAX_API_KEYS_PER_USER) {
      throw badRequest(
        `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Revoke one to create another.`,
      );
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashToken(key) })
      .returning(listedColumns);
    if (!row) throw new Error('The API key was not stored');
    return { ...presentKey(row), key };
  });
}

export async function revokeApiKey(db: Database, userId: number, keyId: number): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), activeKeysOf(userId)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound('API key not found');
}

export interface PresentedApiKey {
  id: number;
  userId: number;
  /**
   * Names the owner's rate-limit counters: all their keys share one count, so revoking a key
   * and creating another does not start fresh counts.
   */
  owner: string;
}

/**
 * The live key a client presented: not revoked, and its owner neither disabled nor deleted.
 * Notes when it was last used.
 */
export async function findActiveApiKey(db: Database, key: string): Promise<PresentedApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      username: users.username,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt), userCanSignIn));
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, row.id));
  }
  return {
    id: row.id,
    userId: row.userId,
    owner: userCounterKey({ id: row.userId, username: row.username }),
  };
}
