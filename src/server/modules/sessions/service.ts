import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  isVerified: boolean;
}

export interface ActiveSession {
  sessionId: number;
  expiresAt: Date;
  user: SessionUser;
}

/** Session tokens are stored only as their SHA-256 hash, so a leaked table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The live session of a token: not revoked, not expired, and its user neither disabled nor deleted. */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isVerified: users.isVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user };
}
