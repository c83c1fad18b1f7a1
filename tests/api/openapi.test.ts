import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://directory.example' });
});
afterAll(() => ctx.close());

/** Redirects answer no body, so they need no response schema. */
const REDIRECTS = new Set(['/api/verify-email/:token']);

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json',
  );
const methodsOf = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).filter((name) => name !== 'HEAD');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names this server', async () => {
    const response = await ctx.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://directory.example' }]);
  });

  it('describes the image upload’s multipart body: its one field, the types and the size', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const body = document.paths['/api/upload/image'].post.requestBody;
    expect(body.required).toBe(true);
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = body.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['image']);
    expect(Object.keys(schema.properties)).toEqual(['image']);
    expect(schema.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.image.description).toMatch(/JPEG, PNG, WebP or GIF, at most 5 MB/);
  });

  it('describes the people list with its parameters and response', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const operation = document.paths['/api/people'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'verification', 'minRating', 'category', 'page', 'limit']),
    );
    const body = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'people',
      'total',
      'totalIsEstimate',
      'page',
      'limit',
    ]);
    expect(operation.responses['400']).toBeDefined();
  });

  it('declares a summary, tags and a response schema for every API route, and lists each one', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      expect(route.schema?.summary, name).toBeTruthy();
      expect(route.schema?.tags, name).toBeTruthy();
      if (!REDIRECTS.has(route.url)) expect(route.schema?.response, name).toBeTruthy();
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of methodsOf(route.method)) {
        expect(
          document.paths[path]?.[method.toLowerCase()],
          `${name} in the document`,
        ).toBeDefined();
      }
    }
  });
});
