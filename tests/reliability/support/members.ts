import type { Database } from '../../../src/server/db/client';
import { createSession, createUser } from '../../helpers/factories';

export interface Member {
  id: number;
  token: string;
}

/** Verified users with a live session each, written straight to the database. */
export async function createMembers(db: Database, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createUser(db);
    members.push({ id: user.id, token: await createSession(db, user.id) });
  }
  return members;
}
