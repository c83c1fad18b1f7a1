import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { users, userTokens } from '../../model/schema';
import { hashToken } from '../sessions';

export type TokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** Every unused token of a user for one purpose stops working. */
export async function revokeUserTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/** A new single-use token for a user; a new account has no earlier one, so none is revoked. */
export async function createUserToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Issues a single-use token for a user; earlier unused tokens of the same purpose stop working. */
export function issueUserToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  return db.transaction(async (tx) => {
    await revokeUserTokens(tx, userId, purpose);
    return createUserToken(tx, userId, purpose);
  });
}

/** Unused, unexpired, and its account not deleted (a deleted account keeps no way back in). */
const usable = (db: Database, token: string, purpose: TokenPurpose) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
    inArray(
      userTokens.userId,
      db.select({ id: users.id }).from(users).where(isNull(users.deletedAt)),
    ),
  );

/** The user a token belongs to while it is unused and unexpired, without using it up. */
export async function peekUserToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(usable(db, token, purpose));
  return row?.userId ?? null;
}

/** Uses a token up and returns its user, or null when it is unknown, used or expired. */
export async function consumeUserToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(usable(db, token, purpose))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
