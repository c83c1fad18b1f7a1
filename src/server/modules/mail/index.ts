export {
  getEmailSettings,
  recentEmails,
  removeEmailSettings,
  sendTestEmail,
  testEmailSettings,
  updateEmailSettings,
} from './admin-service';
export { outboxDeliveryFollowUp } from './follow-up';
export { devMailboxUrl, keptMailNotice, mailDelivery } from './mailbox';
export { devMailboxRoutes } from './mailbox-routes';
export { createMailer, type Mailer, type MailService } from './service';
export {
  contactMail,
  digestMail,
  notificationMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './templates';
export { openedBodyOf } from './sealing';
