export {
  getEmailSettings,
  recentEmails,
  sendTestEmail,
  updateEmailSettings,
} from './admin-service';
export { createMailer, type Mailer, type MailService } from './service';
export {
  contactMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './templates';
