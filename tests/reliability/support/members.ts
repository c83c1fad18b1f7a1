import type { Database } from '../../../src/server/platform/database/client';
import { createSession, createUser } from '../../helpers/factories';

export interface Member {
  id: number;
  token: string;
}

/**
 * Verified users with a live session each, written straight to the database. An admin
 * vouches for them (trusted), so each vote counts toward a decision at once, as the tests'
 * thresholds expect; a fresh user's vote would count 0.
 */
export async function createMembers(db: Database, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let index = 0; index < count; index++) {
    const user = await createUser(db, { trustedAt: new Date(), standing: 'trusted' });
    members.push({ id: user.id, token: await createSession(db, user.id) });
  }
  return members;
}
