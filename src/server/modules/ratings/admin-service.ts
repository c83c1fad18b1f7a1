import type { Database } from '../../platform/database/client';
import { recordAdminAction } from '../audit';
import { refreshAllRatings, runWrite } from '../derived-data';

/** Recomputes every account's and person's averages, the 30-day ones included. */
export async function refreshRatings(db: Database, actorId: number) {
  await runWrite(db, 'refresh the ratings', async (tx, write) => {
    write.invalidateAll();
    await refreshAllRatings(tx);
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'ratings.refresh',
      targetType: 'ratings',
    });
  });
  return { message: '30-day average ratings updated successfully' };
}
