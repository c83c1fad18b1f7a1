import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authStatusSchema,
  loginResponseSchema,
  loginSchema,
  mailedResponseSchema,
  passwordPolicySummary,
  registerSchema,
  userSchema,
} from '@shared/schemas/auth';
import { messageSchema } from '@shared/schemas/common';
import { presentedToken, SESSION_COOKIE } from '../../platform/http/session-token';
import { validationErrorBody } from '../../platform/http/errors';
import { revokeSession, sessionReference } from '../sessions';
import {
  getUser,
  loginUser,
  mailedResponse,
  REGISTERED_MESSAGES,
  registerUser,
} from './auth-service';
import { accountAttemptLimits, authErrors } from './route-helpers';
import { networkOf, wideNetworkOf } from './networks';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { sendMail: app.sendMail, publicUrl: app.config.publicUrl };
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.post(
    '/api/register',
    {
      onRequest: [app.limitRate({ label: 'registration', windows: [['hour', 10]] })],
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a verification link is mailed',
        body: registerSchema,
        response: { 201: mailedResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const body = validationErrorBody(request.validationError.validation ?? []);
        if (body.errors.password) body.message = passwordPolicySummary();
        return reply.status(400).send(body);
      }
      const network = networkOf(request.ip);
      const wide = wideNetworkOf(request.ip);
      const digests =
        network && wide
          ? {
              network: app.secretBox.digest(network, 'registration-network'),
              wide: app.secretBox.digest(wide, 'registration-wide-network'),
            }
          : null;
      await registerUser(app.db, request.body, mail, digests);
      return reply.status(201).send(mailedResponse(REGISTERED_MESSAGES, await app.mailDelivery()));
    },
  );

  app.post(
    '/api/login',
    {
      onRequest: [
        app.limitRate({
          label: 'sign-in',
          windows: [
            ['minute', 10],
            ['day', 200],
          ],
        }),
      ],
      preHandler: accountAttemptLimits(app, 'sign-in', { perClient: 20, unhurried: 100 }),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; answers a bearer token and sets the session cookie',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const login = await loginUser(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, login.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        path: '/',
        expires: new Date(login.expiresAt),
      });
      return login;
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session ends on the server',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      if (request.sessionId !== null) await revokeSession(app.db, request.sessionId);
      clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth-status',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether the caller is signed in',
        response: { 200: authStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const hasTokenAuth = /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
      return {
        authenticated: request.user !== null,
        hasAuthHeader: request.headers.authorization !== undefined,
        sessionId: request.sessionId === null ? null : sessionReference(presentedToken(request)!),
        sessionExists: request.sessionId !== null,
        hasUser: request.user !== null,
        hasTokenAuth,
        tokenUsername: request.user?.username ?? null,
        timestamp: new Date().toISOString(),
      };
    },
  );

  app.get(
    '/api/user',
    {
      preHandler: app.requirePermission('read:user:own'),
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: userSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getUser(app.db, request.signedInUser.id);
    },
  );
};
