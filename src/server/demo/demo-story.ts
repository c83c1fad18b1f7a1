import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../platform/database/client';
import { markNotificationsRead, watchPerson } from '../modules/notifications';
import type { UploadStorage } from '../platform/storage/storage';
import { hashPassword } from '../modules/users';
import { type DemoCommunity, loadDemoCommunity } from './demo-community';
import { type DemoProofs, loadDemoProofs } from './demo-proofs';
import type { DemoPerson } from './demo-world';
import { DEMO_MEMBER } from './demo-users';

/**
 * Makes one demo user the demo member: the first the rules made a member (else the first)
 * who is neither trusted by an administrator nor named by a trust flag, so that their
 * standing is an ordinary member's. They get the README's name, address and password.
 */
async function appointDemoMember(db: Database, userIds: number[]): Promise<number> {
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`select id from users
        where lower(username) = ${DEMO_MEMBER.username} or lower(email) = ${DEMO_MEMBER.email}`,
  );
  if (taken) {
    throw new Error(
      `A user named ${DEMO_MEMBER.username} or with the address ${DEMO_MEMBER.email} exists already: the demo data set needs them for its demo member`,
    );
  }
  const [chosen] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u
        where u.id = any(${sql.param(userIds)}::int[]) and u.trusted_at is null
          and not exists (select 1 from trust_flags f where u.id = any(f.user_ids))
        order by (u.standing = 'member') desc, u.id
        limit 1`,
  );
  await db.execute(sql`
    update users set username = ${DEMO_MEMBER.username}, email = ${DEMO_MEMBER.email},
      password_hash = ${await hashPassword(DEMO_MEMBER.password)}
    where id = ${chosen!.id}`);
  return chosen!.id;
}

export interface DemoStory extends DemoCommunity, DemoProofs {
  notifications: number;
}

/**
 * What happened in the directory lately, through the app's own services and rules: the demo
 * member watches the showcase person, the community talks (comments, replies, pictures, link
 * previews, ratings of comments), proofs are attached and checked, the member's proposal is
 * verified by the members' votes. The member has read the oldest of their notifications and
 * not the others.
 */
export async function loadDemoStory(
  db: Database,
  faker: Faker,
  {
    storage,
    now,
    people,
    userIds,
  }: { storage: UploadStorage; now: Date; people: DemoPerson[]; userIds: number[] },
): Promise<DemoStory> {
  const memberId = await appointDemoMember(db, userIds);
  // The bulk load gave the first person what the story needs: a website and verified accounts.
  const showcase = people[0]!;
  const cast = { now, showcase, memberId, userIds };
  await watchPerson(db, memberId, showcase.id);
  const community = await loadDemoCommunity(db, faker, { ...cast, storage, people });
  const proofs = await loadDemoProofs(db, faker, cast);
  const [oldest] = await queryRows<{ id: number }>(
    db,
    sql`select id from notifications where user_id = ${memberId} order by created_at, id limit 1`,
  );
  if (oldest) await markNotificationsRead(db, memberId, { ids: [oldest.id] });
  const [made] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from notifications
        where user_id = any(${sql.param(userIds)}::int[])`,
  );
  return { ...community, ...proofs, notifications: made!.total };
}
