import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailDebugSchema,
  emailSettingsInputSchema,
  emailSettingsSchema,
  emailSettingsUpdatedSchema,
  testEmailInputSchema,
  testEmailResultSchema,
} from '@shared/schemas/admin-system';
import { errorResponses } from '@shared/schemas/common';
import {
  getEmailSettings,
  recentEmails,
  removeEmailSettings,
  sendTestEmail,
  testEmailSettings,
} from '../mail';
import { saveEmailSettings } from './mail-settings';
import { adminErrors } from './responses';

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtpUrlOverride = app.config.smtpUrl !== undefined;

  app.get(
    '/api/admin/email-settings',
    {
      onRequest: app.requirePermission('manage:mail'),
      schema: {
        tags: ['admin'],
        summary: 'The saved SMTP settings, without the password',
        response: { 200: emailSettingsSchema, ...adminErrors },
      },
    },
    () => getEmailSettings(app.db, smtpUrlOverride),
  );

  app.post(
    '/api/admin/update-email-settings',
    {
      // The specification's own words for a non-admin who tries to change the mail settings.
      onRequest: app.requirePermission('manage:mail', {
        refusal: 'Only administrators can update email settings',
      }),
      schema: {
        tags: ['admin'],
        summary: 'Save the SMTP settings (the password stored encrypted, never sent back)',
        body: emailSettingsInputSchema,
        response: { 200: emailSettingsUpdatedSchema, ...adminErrors },
      },
    },
    (request) =>
      saveEmailSettings(
        app.db,
        app.secretBox,
        request.signedInUser.id,
        request.body,
        smtpUrlOverride,
      ),
  );

  app.delete(
    '/api/admin/email-settings',
    {
      onRequest: app.requirePermission('manage:mail'),
      schema: {
        tags: ['admin'],
        summary: 'Remove the saved SMTP settings: mail is kept again until a server is set up',
        response: { 200: emailSettingsUpdatedSchema, ...adminErrors, ...errorResponses(409) },
      },
    },
    (request) => removeEmailSettings(app.db, request.signedInUser.id, smtpUrlOverride),
  );

  app.post(
    '/api/admin/test-email-settings',
    {
      onRequest: app.requirePermission('manage:mail'),
      schema: {
        tags: ['admin'],
        summary:
          'Send a test mail to the signed-in admin through SMTP settings as typed, without saving them (a blank password means the saved one)',
        body: emailSettingsInputSchema,
        response: { 200: testEmailResultSchema, ...adminErrors, ...errorResponses(502) },
      },
    },
    (request) =>
      testEmailSettings(
        app.db,
        app.secretBox,
        {
          actorId: request.signedInUser.id,
          to: request.signedInUser.email,
          from: app.config.mailFrom,
        },
        request.body,
      ),
  );

  app.post(
    '/api/send-test-email',
    {
      onRequest: app.requirePermission('manage:mail'),
      schema: {
        tags: ['admin'],
        summary: 'Send a test mail the way every mail goes',
        body: testEmailInputSchema,
        response: { 200: testEmailResultSchema, ...adminErrors, ...errorResponses(502) },
      },
    },
    (request) => sendTestEmail(app.db, app.sendMail, request.signedInUser.id, request.body.to),
  );

  app.get(
    '/api/email-debug',
    {
      onRequest: app.requirePermission('manage:mail'),
      schema: {
        tags: ['admin'],
        summary:
          'The 50 most recent mails (without bodies), where mail goes now and where kept mail is read',
        response: { 200: emailDebugSchema, ...adminErrors },
      },
    },
    () => recentEmails(app.db, app.config),
  );
};
