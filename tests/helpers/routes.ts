import type { App } from '../../src/server/app';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };
}

/**
 * Every method of every route the app registered, with the schemas it validates with, as
 * Fastify's `onRoute` hook saw them (`app.registeredRoutes`): a new route is in the list
 * without a test naming it.
 */
export function registeredRoutes(app: App): RegisteredRoute[] {
  return app.registeredRoutes.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      schema: route.schema as RegisteredRoute['schema'],
    })),
  );
}
