import { followUpKind } from '../../platform/write-pipeline';

/** The write made notifications: the mail of those due now is sent after the response. */
export const notificationMailFollowUp = followUpKind<true>(
  'mailing notifications',
  'after the response',
);
