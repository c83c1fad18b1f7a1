import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/database/client';
import { users } from '../../src/server/model/schema';
import { prepareDatabase } from '../../src/server/composition/prepare-database';
import {
  castVote,
  createAccount,
  createMember,
  createPerson,
  createUser,
} from '../helpers/factories';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('users from before standings were kept', () => {
  it('get the standing the rules give them when the database is prepared, and their pending votes are tallied by it', async () => {
    const person = await createPerson(database.db);
    const member = await createMember(database.db, person.id);
    const newcomer = await createUser(database.db);
    const account = await createAccount(database.db, { personId: person.id });
    await castVote(database.db, account.id, member.id, true);
    await castVote(database.db, account.id, newcomer.id, true);
    // As the migration leaves them: never evaluated, every vote at weight 0.
    await database.db
      .update(users)
      .set({ standingCheckedAt: null })
      .where(sql`${users.id} in (${member.id}, ${newcomer.id})`);

    await prepareDatabase(database);

    const standings = await database.db
      .select({ id: users.id, standing: users.standing })
      .from(users)
      .where(sql`${users.id} in (${member.id}, ${newcomer.id})`)
      .orderBy(users.id);
    expect(standings).toEqual([
      { id: member.id, standing: 'member' },
      { id: newcomer.id, standing: 'new' },
    ]);
    const [tallied] = await queryRows<{ approval_count: number; counted_approvals: number }>(
      database.db,
      sql`select approval_count, counted_approvals from social_accounts where id = ${account.id}`,
    );
    expect(tallied).toEqual({ approval_count: 2, counted_approvals: 1 });
    const [checked] = await database.db
      .select({ at: users.standingCheckedAt })
      .from(users)
      .where(eq(users.id, newcomer.id));
    expect(checked!.at).not.toBeNull();
  });
});
