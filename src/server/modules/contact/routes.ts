import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSchema } from '@shared/schemas/auth';
import { errorResponses, messageSchema } from '@shared/schemas/common';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      onRequest: [app.limitRate({ label: 'the contact form', windows: [['hour', 5]] })],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operators of the directory',
        body: contactSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await submitContactMessage(app.db, app.sendMail, request.body, request.ip);
      return { message: 'Thank you for your message. We will get back to you soon.' };
    },
  );
};
