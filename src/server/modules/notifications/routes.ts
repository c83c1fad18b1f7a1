import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '@shared/schemas/common';
import {
  markReadInputSchema,
  markReadResultSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  watchingSchema,
  watchResultSchema,
} from '@shared/schemas/notifications';
import { listNotifications, markNotificationsRead } from './inbox';
import { getNotificationSettings, updateNotificationSettings } from './settings';
import { describeUnsubscribe, unsubscribe } from './unsubscribe';
import { listWatchedPeople, unwatchPerson, watchPerson } from './watching';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // An unsubscribe link is opened a few times by a person or a mail client, never in bulk.
  const limitUnsubscribe = app.limitRate({ label: 'unsubscribe links', windows: [['hour', 30]] });
  // Mail clients post the one-click unsubscribe as a form (RFC 8058); its one field says
  // nothing the token does not, so the body is read and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/notifications',
    {
      preHandler: app.requirePermission('read:notifications:own'),
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listNotifications(app.db, request.signedInUser.id, request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: app.requirePermission('read:notifications:own'),
      schema: {
        tags: ['notifications'],
        summary: 'Mark some of your notifications ({ ids }) or all of them ({ all: true }) read',
        body: markReadInputSchema,
        response: { 200: markReadResultSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => markNotificationsRead(app.db, request.signedInUser.id, request.body),
  );

  app.post(
    '/api/people/:id/watch',
    {
      preHandler: app.requirePermission('watch:person'),
      schema: {
        tags: ['notifications'],
        summary:
          'Watch a person: hear when an account of theirs is verified, removed or turns amber',
        params: idParamSchema,
        response: { 200: watchResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => watchPerson(app.db, request.signedInUser.id, request.params.id),
  );

  app.delete(
    '/api/people/:id/watch',
    {
      preHandler: app.requirePermission('watch:person'),
      schema: {
        tags: ['notifications'],
        summary: 'Stop watching a person',
        params: idParamSchema,
        response: { 200: watchResultSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => unwatchPerson(app.db, request.signedInUser.id, request.params.id),
  );

  app.get(
    '/api/user/watching',
    {
      preHandler: app.requirePermission('watch:person'),
      schema: {
        tags: ['notifications'],
        summary: 'The people you watch, the latest first',
        response: { 200: watchingSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ people: await listWatchedPeople(app.db, request.signedInUser.id) }),
  );

  app.get(
    '/api/user/notification-settings',
    {
      preHandler: app.requirePermission('read:notifications:own'),
      schema: {
        tags: ['notifications'],
        summary: 'Where each kind of notification goes',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    (request) => getNotificationSettings(app.db, request.signedInUser),
  );

  app.put(
    '/api/user/notification-settings',
    {
      preHandler: app.requirePermission('read:notifications:own'),
      schema: {
        tags: ['notifications'],
        summary: 'Choose where some kinds of notification go; answers all the settings',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => updateNotificationSettings(app.db, request.signedInUser, request.body),
  );

  app.get(
    '/api/notifications/unsubscribe',
    {
      onRequest: [limitUnsubscribe],
      schema: {
        tags: ['notifications'],
        summary: 'Which e-mails an unsubscribe link stops (no sign-in: the token is the proof)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeInfoSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => describeUnsubscribe(app.db, app.secretBox, request.query.token),
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      onRequest: [limitUnsubscribe],
      schema: {
        tags: ['notifications'],
        summary:
          'Stop the e-mails an unsubscribe link names (the one-click POST of RFC 8058; no sign-in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => unsubscribe(app.db, app.secretBox, request.query.token),
  );
};
