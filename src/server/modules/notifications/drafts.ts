import { sql } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@shared/notification-kinds';
import type { Database } from '../../platform/database/client';

/** A notification about to be made: who is told what, and where it leads. */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  text: string;
  link: string;
  personId?: number;
  accountId?: number;
}

/**
 * Whether the user `u` may be mailed: a verified address (a disabled user is unverified too)
 * of a user not deleted, and never one on the reserved `.invalid` domain, which cannot
 * receive mail (the demo data set's users have such addresses).
 */
export const mayReceiveMail = sql`(u.is_verified and u.deleted_at is null and u.disabled_at is null
  and u.email not like '%.invalid')`;

/**
 * One notification per user per account and transaction: an event reaches someone in one
 * role only (the reporter of a removed account who also watches its person hears it as the
 * reporter), the first draft for them winning, so callers list the closer roles first.
 */
function firstPerUserAndAccount(drafts: NotificationDraft[]): NotificationDraft[] {
  const seen = new Set<string>();
  return drafts.filter((draft) => {
    if (draft.accountId === undefined) return true;
    const key = `${draft.userId}:${draft.accountId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Makes the notifications inside `tx`, the transaction of the change they report, so they
 * exist exactly when it does. Each goes where its user's setting for the kind says (its
 * default otherwise): nowhere for `off`; a mail is marked due only for an address that may
 * receive it (see mayReceiveMail), and the mail itself follows the commit.
 */
export async function createNotifications(
  tx: Database,
  drafts: NotificationDraft[],
): Promise<boolean> {
  const kept = firstPerUserAndAccount(drafts);
  if (kept.length === 0) return false;
  const column = <Value>(pick: (draft: NotificationDraft) => Value) => sql.param(kept.map(pick));
  await tx.execute(sql`
    insert into notifications (user_id, kind, text, link, person_id, account_id, mail_due)
    select d.user_id, d.kind, d.text, d.link, d.person_id, d.account_id,
      case when ${mayReceiveMail} and coalesce(s.delivery, d.fallback) in ('email', 'digest')
        then coalesce(s.delivery, d.fallback) end
    from unnest(
      ${column((draft) => draft.userId)}::int[],
      ${column((draft) => draft.kind)}::text[],
      ${column((draft) => draft.text)}::text[],
      ${column((draft) => draft.link)}::text[],
      ${column((draft) => draft.personId ?? null)}::int[],
      ${column((draft) => draft.accountId ?? null)}::int[],
      ${column((draft) => NOTIFICATION_KIND_INFO[draft.kind].delivery)}::text[]
    ) as d(user_id, kind, text, link, person_id, account_id, fallback)
    join users u on u.id = d.user_id and u.deleted_at is null
    left join notification_settings s on s.user_id = d.user_id and s.kind = d.kind
    where coalesce(s.delivery, d.fallback) <> 'off'`);
  return true;
}
