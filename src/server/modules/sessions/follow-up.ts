import { followUpKind } from '../../platform/write-pipeline';

/**
 * A signed-in user's write committed: their next reads go to the primary for a while, so that
 * they see it even where a read replica does not yet (composition/read-replicas.ts).
 */
export const ownWriteFollowUp = followUpKind<never>(
  'noting the writer’s own write',
  'before the response',
);
