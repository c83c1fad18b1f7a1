import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shared/notification-kinds';
import { listInWords } from '@shared/plural';
import type { Database } from '../../platform/database/client';
import { users } from '../../model/schema';
import { badRequest } from '../../platform/http/http-errors';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { getNotificationSettings, saveDeliveries } from './settings';

/** What the token's signature is bound to: it can stop mail, and do nothing else. */
const TOKEN_PURPOSE = 'notification-unsubscribe';
const INVALID = 'This unsubscribe link is not valid';

/** The kinds as bits, in NOTIFICATION_KINDS order: a short token for any set of them. */
const maskOf = (kinds: NotificationKind[]) =>
  kinds.reduce((mask, kind) => mask | (1 << NOTIFICATION_KINDS.indexOf(kind)), 0);
const kindsOf = (mask: number) => NOTIFICATION_KINDS.filter((_, index) => mask & (1 << index));

/**
 * A token that stops one user's mail of these kinds, signed with the settings key so that it
 * works without signing in and cannot be made for another user or other kinds. It does not
 * expire: a mail's unsubscribe link must keep working (RFC 8058).
 */
export function unsubscribeToken(
  secretBox: SecretBox,
  userId: number,
  kinds: NotificationKind[],
): string {
  const payload = `${userId}.${maskOf(kinds).toString(36)}`;
  return `${payload}.${secretBox.digest(payload, TOKEN_PURPOSE)}`;
}

function readToken(secretBox: SecretBox, token: string) {
  const match = /^(\d{1,10})\.([0-9a-z]{1,7})\.([\w-]{43})$/.exec(token);
  if (!match) throw badRequest(INVALID);
  const [, userId, mask, signature] = match;
  const expected = Buffer.from(secretBox.digest(`${userId}.${mask}`, TOKEN_PURPOSE));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) throw badRequest(INVALID);
  const kinds = kindsOf(parseInt(mask!, 36));
  if (kinds.length === 0) throw badRequest(INVALID);
  return { userId: Number(userId), kinds };
}

const labelsOf = (kinds: NotificationKind[]) =>
  kinds.map((kind) => NOTIFICATION_KIND_INFO[kind].label);

async function holderOf(db: Database, userId: number) {
  const [user] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) throw badRequest(INVALID);
  return user;
}

/** Which kinds of mail the token stops, for the page that asks before it does. */
export async function describeUnsubscribe(db: Database, secretBox: SecretBox, token: string) {
  const { userId, kinds } = readToken(secretBox, token);
  await holderOf(db, userId);
  return { kinds, labels: labelsOf(kinds) };
}

/**
 * Stops the token's kinds of mail: each that is mailed (at once or in the digest) goes to the
 * inbox only from now on. Doing it twice changes nothing more.
 */
export async function unsubscribe(db: Database, secretBox: SecretBox, token: string) {
  const { userId, kinds } = readToken(secretBox, token);
  const user = await holderOf(db, userId);
  const current = await getNotificationSettings(db, user);
  const mailed = kinds.filter((kind) => current[kind] === 'email' || current[kind] === 'digest');
  await saveDeliveries(db, userId, Object.fromEntries(mailed.map((kind) => [kind, 'inbox'])));
  const labels = labelsOf(kinds);
  return {
    message: `Unsubscribed: no more e-mails for ${listInWords(labels.map((label) => `“${label}”`))}. These notifications still appear on the site.`,
    kinds,
    labels,
  };
}
