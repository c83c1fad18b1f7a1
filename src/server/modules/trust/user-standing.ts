import type { StandingInput, StandingResult, UserStanding } from '@shared/schemas/standing';
import { standingOf } from '@shared/standing';
import type { Database } from '../../platform/database/client';
import { notFound } from '../../platform/http/http-errors';
import { changeUserAsAdmin } from '../users';
import { loadStandingFacts } from './standing';

/** A user's standing now, with their progress on each rule; 404 for an unknown user. */
export async function getUserStanding(
  db: Database,
  userId: number,
  now: Date,
): Promise<UserStanding> {
  const facts = (await loadStandingFacts(db, [userId])).get(userId);
  if (!facts) throw notFound('User not found');
  return standingOf(facts, now);
}

/**
 * An admin grants `trusted`, or with `auto` returns the user to the automatic rules; the
 * audit log records it in the same transaction, and the user's votes on pending accounts
 * are recounted before the response (the standing follow-up of the change).
 */
export async function setUserStanding(
  db: Database,
  actorId: number,
  targetId: number,
  { standing }: StandingInput,
  now: Date,
): Promise<StandingResult> {
  const { before: target } = await changeUserAsAdmin(db, actorId, targetId, {
    action: 'user.standing',
    change: (locked) =>
      standing === 'trusted'
        ? { trustedAt: locked.trustedAt ?? now, trustedById: locked.trustedById ?? actorId }
        : { trustedAt: null, trustedById: null },
    movesStanding: true,
  });
  return {
    message:
      standing === 'trusted'
        ? `${target.username} is trusted`
        : `${target.username} follows the automatic rules`,
    userId: targetId,
    standing: await getUserStanding(db, targetId, now),
  };
}
