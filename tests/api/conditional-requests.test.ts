import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../helpers/factories';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let origin: string;
const URL_PATH = '/api/people?search=conditional';

beforeAll(async () => {
  ctx = await createTestApp();
  await createPerson(ctx.database.db, { firstName: 'Conditional', lastName: 'Person' });
  origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

const read = (headers: Record<string, string> = {}) => ctx.app.inject({ url: URL_PATH, headers });

async function currentEtag(): Promise<string> {
  const first = await read();
  expect(first.statusCode).toBe(200);
  return first.headers.etag as string;
}

describe('If-None-Match on public reads', () => {
  it('answers 304 to a fetch() that sends the ETag it was given', async () => {
    const first = await fetch(origin + URL_PATH);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    await first.arrayBuffer();

    // fetch() sends this request with `Cache-Control: no-cache` added.
    const again = await fetch(origin + URL_PATH, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('evaluates If-None-Match whatever the request’s Cache-Control or Pragma says', async () => {
    const etag = await currentEtag();
    const requestHeaders: Record<string, string>[] = [
      { 'cache-control': 'no-cache' },
      { 'cache-control': 'max-age=0, no-cache' },
      { pragma: 'no-cache', 'cache-control': 'no-cache' },
    ];
    for (const headers of requestHeaders) {
      const again = await read({ ...headers, 'if-none-match': etag });
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('compares entity tags weakly, in lists and with `*`', async () => {
    const etag = await currentEtag();
    for (const ifNoneMatch of [`W/${etag}`, `"other", ${etag}`, `"a","b",W/${etag}`, '*']) {
      const again = await read({ 'cache-control': 'no-cache', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
    }
  });

  it('answers the whole body to an entity tag that does not match', async () => {
    for (const ifNoneMatch of ['"other"', 'W/"other", "another"']) {
      const again = await read({ 'cache-control': 'no-cache', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(200);
      expect(again.json().people).toHaveLength(1);
    }
  });
});
