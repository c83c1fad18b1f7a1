export { notificationMailFollowUp } from './follow-up';
export { createNotifications, type NotificationDraft } from './drafts';
export {
  type AccountState,
  type AccountStateChange,
  accountChangeDrafts,
  brokenProofDrafts,
  newFlagDrafts,
  newReportDrafts,
  replyDrafts,
  reportOutcomeDrafts,
} from './events';
export {
  DIGEST_INTERVAL_MS,
  type NotificationMailing,
  queueDueDigests,
  queueDueNotificationMail,
} from './mailing';
export { notificationRoutes } from './routes';
export { markNotificationsRead } from './inbox';
export { moveWatches, watchPerson } from './watching';
export { unsubscribeToken } from './unsubscribe';
export { excerpt } from './texts';
