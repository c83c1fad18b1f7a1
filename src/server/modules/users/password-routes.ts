import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  emailOnlySchema,
  mailDeliverySchema,
  mailedResponseSchema,
  resetPasswordSchema,
  resetValiditySchema,
  tokenParamSchema,
} from '@shared/schemas/auth';
import { messageSchema } from '@shared/schemas/common';
import { HttpError } from '../../platform/http/http-errors';
import { accountAttemptLimits, authErrors } from './route-helpers';
import {
  changePassword,
  checkResetToken,
  FORGOT_PASSWORD_MESSAGES,
  mailedResponse,
  requestPasswordReset,
  resendVerification,
  RESEND_MESSAGES,
  RESET_LINK_INVALID,
  resetPassword,
  verifyEmail,
} from './auth-service';

/** E-mail verification and the password flows: resend, verify, forgot, reset, change. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { sendMail: app.sendMail, publicUrl: app.config.publicUrl };
  const perAddress = (label: string, perHour: number) =>
    app.limitRate({ label, windows: [['hour', perHour]] });
  const perAccount = (label: string) =>
    accountAttemptLimits(app, label, { perClient: 3, unhurried: 10 });

  app.get(
    '/api/mail-delivery',
    {
      schema: {
        tags: ['accounts'],
        summary: "Whether the app's mail is sent, or kept because no mail server is set up yet",
        response: { 200: mailDeliverySchema },
      },
    },
    () => app.mailDelivery(),
  );

  app.post(
    '/api/resend-verification',
    {
      onRequest: [perAddress('verification email', 10)],
      preHandler: perAccount('verification email'),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link',
        body: emailOnlySchema,
        response: { 200: mailedResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      app.afterResponse(
        'verification mail',
        () => resendVerification(app.db, request.body.email, mail),
        request.log,
      );
      return mailedResponse(RESEND_MESSAGES, await app.mailDelivery());
    },
  );

  app.get(
    '/api/verify-email/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Follow a verification link; redirects to the sign-in page',
      },
    },
    async (request, reply) => {
      const token = tokenParamSchema.safeParse(request.params);
      try {
        const verified = token.success && (await verifyEmail(app.db, token.data.token));
        return reply.redirect(
          verified ? '/auth?verified=true' : '/auth?verificationError=token-expired',
        );
      } catch (error) {
        request.log.error({ err: error }, 'e-mail verification failed');
        return reply.redirect('/auth?verificationError=server-error');
      }
    },
  );

  app.post(
    '/api/forgot-password',
    {
      onRequest: [perAddress('password reset', 10)],
      preHandler: perAccount('password reset'),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the answer never tells whether the address exists)',
        body: emailOnlySchema,
        response: { 200: mailedResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      app.afterResponse(
        'password reset mail',
        () => requestPasswordReset(app.db, request.body.email, mail),
        request.log,
      );
      return mailedResponse(FORGOT_PASSWORD_MESSAGES, await app.mailDelivery());
    },
  );

  app.get(
    '/api/reset-password/:token',
    {
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Whether a password reset link is still valid',
        params: tokenParamSchema,
        response: { 200: resetValiditySchema, ...authErrors },
      },
    },
    async (request) => {
      if (request.validationError) throw new HttpError(400, RESET_LINK_INVALID);
      await checkResetToken(app.db, request.params.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/api/reset-password/:token',
    {
      onRequest: [perAddress('password reset', 20)],
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link; every session ends',
        params: tokenParamSchema,
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...authErrors },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.params.token, request.body.password);
      return {
        message: 'Your password has been reset. You can now log in with your new password.',
      };
    },
  );

  app.post(
    '/api/change-password',
    {
      onRequest: [perAddress('password change', 20)],
      preHandler: app.requirePermission('change:password:own'),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session ends',
        body: changePasswordSchema,
        response: { 200: messageSchema, ...authErrors },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.signedInUser.id,
        request.signedInSessionId,
        request.body,
      );
      return { message: 'Password changed successfully' };
    },
  );
};
