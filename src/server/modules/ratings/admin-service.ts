import type { Database } from '../../db/client';
import { recordAdminAction } from '../audit';
import { refreshAllRatings } from '../derived-data';

/** Recomputes every account's and person's averages, the 30-day ones included. */
export async function refreshRatings(db: Database, actorId: number) {
  await db.transaction(async (tx) => {
    await refreshAllRatings(tx);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'ratings.refresh',
      targetType: 'ratings',
    });
  });
  return { message: '30-day average ratings updated successfully' };
}
