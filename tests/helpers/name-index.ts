import { FOLLOW_INTERVAL_MS } from '../../src/server/modules/people';
import type { TestContext } from './test-app';

/** Whether the instance's readiness says its name index is built. */
async function indexBuilt(ctx: TestContext): Promise<boolean> {
  const ready = await ctx.app.inject('/health/ready');
  const { dependencies } = ready.json<{ dependencies: { name: string; up: boolean }[] }>();
  return dependencies.some((dependency) => dependency.name === 'name index' && dependency.up);
}

/** Waits until each instance has built its name index (at most 10 s). */
export async function nameIndexesBuilt(...instances: TestContext[]) {
  for (const ctx of instances) {
    for (let waited = 0; !(await indexBuilt(ctx)); waited += FOLLOW_INTERVAL_MS) {
      if (waited > 10_000) throw new Error('the name index was not built within 10 s');
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
    }
  }
}

/** Waits for an index's next reads of the changes (what was written straight to the database). */
export const nameIndexFollowed = () =>
  new Promise((resolve) => setTimeout(resolve, 2 * FOLLOW_INTERVAL_MS));
