import { followUpKind } from '../../platform/write-pipeline';

/**
 * Mail settings were saved: the mail held in the outbox while no server was set up goes out
 * after the response, not at the next scheduled run.
 */
export const outboxDeliveryFollowUp = followUpKind<true>(
  'sending the mail kept in the outbox',
  'after the response',
);
