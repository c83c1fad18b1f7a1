import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { sessions, users } from '../../model/schema';

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
  /** When the user last changed something, when stored (with read replicas only). */
  lastWriteAt: Date | null;
  user: SessionUser;
}

/** Session tokens are stored only as their SHA-256 hash, so a leaked table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How a session is named to its own holder (the auth status): stable for the session,
 * telling nothing of the database (not its row id, not the stored hash) nor of the token.
 */
export function sessionReference(token: string): string {
  return createHash('sha256').update(`session-reference:${token}`).digest('base64url').slice(0, 12);
}

/** A user who is neither disabled nor deleted: their sessions and API keys work. */
export const userCanSignIn = and(isNull(users.deletedAt), isNull(users.disabledAt));

/** The live session of a token: not revoked, not expired, and its user neither disabled nor deleted. */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastWriteAt: users.lastWriteAt,
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
        userCanSignIn,
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, expiresAt, lastWriteAt, ...user } = row;
  return { sessionId, expiresAt, lastWriteAt, user };
}

/** Notes that a user changed something, so that their next reads see it (read replicas). */
export async function noteOwnWrite(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastWriteAt: at }).where(eq(users.id, userId));
}

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
  sessionId: number;
}

/** Opens a session: a random token for the client, only its hash for the database. */
export async function createSession(
  db: Database,
  userId: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, sessionId: session!.id };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but the session they are using. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
