import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkPreviewRequestSchema, linkPreviewSchema } from '@shared/schemas/comments';
import { errorResponses } from '@shared/schemas/common';
import { fetchLinkPreview } from './service';

export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { allowedPrivateAddresses: app.config.allowedPrivateAddresses };
  app.post(
    '/api/link-preview',
    {
      // The server fetches outside pages only for someone who may post the comment they are for.
      preHandler: app.requirePermission('preview:link'),
      onRequest: [app.limitRate({ label: 'link previews', windows: [['minute', 30]] })],
      schema: {
        tags: ['community'],
        summary: "Title, description and image of a public web page, for a comment's link",
        body: linkPreviewRequestSchema,
        response: {
          200: linkPreviewSchema,
          ...errorResponses(400, 401, 403, 422, 429),
        },
      },
    },
    (request) => fetchLinkPreview(request.body.url, options),
  );
};
