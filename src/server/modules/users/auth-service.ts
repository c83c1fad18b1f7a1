import { insertUserWithNetwork, type RegistrationDigests } from './networks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type LoginInput,
  type LoginResponse,
  type MailDelivery,
  type MailedResponse,
  type RegisterInput,
  type User,
} from '@shared/schemas/auth';
import type { Database } from '../../platform/database/client';
import { users } from '../../model/schema';
import { HttpError, unauthorized } from '../../platform/http/http-errors';
import { type Mailer, passwordResetMail, registrationAttemptMail, verificationMail } from '../mail';
import { createSession, hashToken, revokeUserSessions } from '../sessions';
import { hashPassword, verifyPassword } from './passwords';
import {
  consumeUserToken,
  createUserToken,
  issueUserToken,
  peekUserToken,
  revokeUserTokens,
} from './tokens';

export interface MailContext {
  sendMail: Mailer;
  publicUrl: string;
}

/** What a request that mails a link responds with, as the mail is sent or held (no SMTP server). */
interface MailedMessages {
  sent: string;
  kept: string;
}

const KEPT = 'No mail server is set up yet, so';

export const REGISTERED_MESSAGES: MailedMessages = {
  sent: 'Account created successfully! A verification email has been sent to your email address.',
  kept: `Account created successfully! ${KEPT} the verification email was kept, not sent.`,
};
export const UNVERIFIED_MESSAGE =
  'Please verify your email first. Check your inbox for the verification link, or request a new one.';
export const DISABLED_MESSAGE =
  'This account has been disabled by an administrator. Use the contact page to ask about it.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const RESET_LINK_INVALID =
  'The password reset link is invalid or has expired. Please request a new one.';
export const FORGOT_PASSWORD_MESSAGES: MailedMessages = {
  sent: 'If your email exists in our system, you will receive a password reset link shortly.',
  kept: `${KEPT} a password reset link for that address, if it has an account, was kept, not sent.`,
};
export const RESEND_MESSAGES: MailedMessages = {
  sent: 'If that account exists and is not verified yet, a new verification email has been sent.',
  kept: `${KEPT} a new verification email for that account, if it is not verified yet, was kept, not sent.`,
};

/** The response to a request that mails a link, true to whether the mail goes out now. */
export const mailedResponse = (
  messages: MailedMessages,
  delivery: MailDelivery,
): MailedResponse => ({
  message: delivery.mailKept ? messages.kept : messages.sent,
  ...delivery,
});

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The account (not deleted) registered under an address, in any case. */
async function findAccountByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(byEmail(email), isNull(users.deletedAt)));
  return user;
}

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

function mailVerificationLink(
  mail: MailContext,
  user: { email: string; username: string },
  token: string,
) {
  return mail.sendMail({
    ...verificationMail(user.email, user.username, `${mail.publicUrl}/api/verify-email/${token}`),
    linkTokenHash: hashToken(token),
  });
}

async function refuseTakenUsername(db: Database, username: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (taken) {
    throw new HttpError(400, 'That username is already taken', {
      username: ['That username is already taken'],
    });
  }
}

/** Tells the holder of an address, if there is one, that someone tried to register it again. */
async function noticeRegisteredAddress(db: Database, email: string, mail: MailContext) {
  const [existing] = await db.select().from(users).where(byEmail(email));
  if (!existing) return;
  await mail.sendMail(
    registrationAttemptMail(existing.email, existing.username, `${mail.publicUrl}/auth?tab=login`),
  );
}

/**
 * Creates an unverified account and mails its verification link. An address that already
 * has an account gets a notice instead, and the response is the same, so registration
 * never tells a stranger whether an address is registered. Both ways take the same steps
 * (an insert that does or does not create the account, then one lookup or the link's
 * token, then one mail), so the response's time does not tell either.
 */
/**
 * Registers a user and mails the verification link. `digests` are the keyed digests of the
 * networks the request came from (see networkOf), stored for the trust signals.
 */
export async function registerUser(
  db: Database,
  input: RegisterInput,
  mail: MailContext,
  digests: RegistrationDigests | null,
): Promise<void> {
  await refuseTakenUsername(db, input.username);
  const passwordHash = await hashPassword(input.password);
  const [user] = await insertUserWithNetwork(
    db,
    { username: input.username, email: input.email, passwordHash },
    digests,
  );
  if (user) {
    await mailVerificationLink(mail, user, await createUserToken(db, user.id, 'verify-email'));
    return;
  }
  // The address is registered, or a concurrent registration took the name between the
  // check and the insert: respond as if it had come first, so the loser learns no more.
  await refuseTakenUsername(db, input.username);
  await noticeRegisteredAddress(db, input.email, mail);
}

export async function loginUser(
  db: Database,
  input: LoginInput,
  client: { ip?: string; userAgent?: string },
): Promise<LoginResponse> {
  const user = await findAccountByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw unauthorized(INVALID_LOGIN_MESSAGE);
  // Told only to someone who knows the password; a verification mail would not help them.
  if (user.disabledAt) throw new HttpError(403, DISABLED_MESSAGE);
  if (!user.isVerified) throw new HttpError(403, UNVERIFIED_MESSAGE);
  const session = await createSession(db, user.id, client);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Mails a new verification link to an unverified account that an admin has not disabled;
 * says the same whatever the address.
 */
export async function resendVerification(
  db: Database,
  email: string,
  mail: MailContext,
): Promise<void> {
  const user = await findAccountByEmail(db, email);
  if (user && !user.isVerified && !user.disabledAt)
    await mailVerificationLink(mail, user, await issueUserToken(db, user.id, 'verify-email'));
}

/**
 * Confirms the e-mail of a verification token's user. A user an admin disabled stays
 * disabled and unverified (Decision 13): only an admin's Enable lifts it.
 */
export async function verifyEmail(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'verify-email');
    if (userId === null) return false;
    await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        isVerified: sql`${users.disabledAt} is null`,
      })
      .where(eq(users.id, userId));
    return true;
  });
}

export async function requestPasswordReset(
  db: Database,
  email: string,
  mail: MailContext,
): Promise<void> {
  const user = await findAccountByEmail(db, email);
  if (!user) return;
  const token = await issueUserToken(db, user.id, 'reset-password');
  await mail.sendMail({
    ...passwordResetMail(
      user.email,
      user.username,
      `${mail.publicUrl}/auth/reset-password/${token}`,
    ),
    linkTokenHash: hashToken(token),
  });
}

export async function checkResetToken(db: Database, token: string): Promise<void> {
  if ((await peekUserToken(db, token, 'reset-password')) === null)
    throw new HttpError(400, RESET_LINK_INVALID);
}

/** Sets a new password from a reset link, once; every session of the user ends. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset-password');
    if (userId === null) throw new HttpError(400, RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}

/** Changes the password of a signed-in user; every other session of theirs and every reset link mailed before end. */
export async function changePassword(
  db: Database,
  userId: number,
  currentSessionId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, input.currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', {
      currentPassword: ['Current password is incorrect'],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, currentSessionId);
    await revokeUserTokens(tx, userId, 'reset-password');
  });
}

export async function getUser(db: Database, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return toUser(user);
}
