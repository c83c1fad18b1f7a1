import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { settings } from '../../model/schema';
import { refreshAllRatings, runWrite } from '../derived-data';

const LAST_REFRESH_KEY = 'ratings.lastScheduledRefresh';

/**
 * Recomputes every average when the last scheduled refresh is at least `intervalMs` old.
 * Instances sharing a database take turns on one settings row, so each interval sees one
 * refresh, not one per instance. Returns whether this call refreshed.
 */
export async function refreshRatingsIfDue(
  db: Database,
  intervalMs: number,
  now = new Date(),
): Promise<boolean> {
  return runWrite(db, 'scheduled refresh of the ratings', async (tx, write) => {
    await tx
      .insert(settings)
      .values({ key: LAST_REFRESH_KEY, value: { at: new Date(0).toISOString() } })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, LAST_REFRESH_KEY))
      .for('update');
    const last = Date.parse((row?.value as { at?: string } | undefined)?.at ?? '');
    if (Number.isFinite(last) && now.getTime() - last < intervalMs) {
      write.invalidatesNothing();
      return false;
    }
    write.invalidateAll();
    await refreshAllRatings(tx);
    await tx
      .update(settings)
      .set({ value: { at: now.toISOString() }, updatedAt: now })
      .where(eq(settings.key, LAST_REFRESH_KEY));
    return true;
  });
}
