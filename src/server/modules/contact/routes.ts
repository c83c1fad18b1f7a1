import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_SENT_MESSAGE, contactOutcomeAddress } from '@shared/contact-form';
import { contactSchema } from '@shared/schemas/auth';
import { errorResponses, messageSchema } from '@shared/schemas/common';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // One count for both ways in: the API and the page's own form.
  const contactLimit = app.limitRate({ label: 'the contact form', windows: [['hour', 5]] });

  app.post(
    '/api/contact',
    {
      onRequest: [contactLimit],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operators of the directory',
        body: contactSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await submitContactMessage(app.db, app.sendMail, request.body, request.ip);
      return { message: CONTACT_SENT_MESSAGE };
    },
  );

  // The contact page's form as the browser sends it before the page's scripts run: form
  // fields, replied to with the page again saying how it went. Only here are form bodies read:
  // the API takes JSON alone, which another site's page cannot send with a visitor's cookie.
  await app.register(async (page) => {
    await page.register(formBody);
    page.post(
      '/contact',
      {
        onRequest: [contactLimit],
        schema: {
          hide: true,
          body: z.record(z.string(), z.unknown()),
          response: { 303: z.null() },
        },
      },
      async (request, reply) => {
        const parsed = contactSchema.safeParse(request.body);
        if (!parsed.success)
          return reply.redirect(
            contactOutcomeAddress({ error: parsed.error.issues[0]!.message }),
            303,
          );
        await submitContactMessage(app.db, app.sendMail, parsed.data, request.ip);
        return reply.redirect(contactOutcomeAddress({ sent: true }), 303);
      },
    );
  });
};
